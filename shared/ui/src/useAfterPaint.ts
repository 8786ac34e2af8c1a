import { useEffect, useState } from 'react';

/**
 * True once the browser has painted after `ready` became true. For what may wait for the page's first
 * paint: a long render (a big service's review sections) or a large chunk (CodeMirror), which
 * started before that paint would hold it back.
 */
export function useAfterPaint(ready = true): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!ready || painted) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [ready, painted]);
  return painted;
}
