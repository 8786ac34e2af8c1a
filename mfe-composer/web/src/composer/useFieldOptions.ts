import { csrfFetch, getCsrfToken } from '@switchyard/client';
import { useEffect, useState } from 'react';
import type { FieldDefinition, StepKind } from './composerModel';

export interface OptionsRequest {
  kind: StepKind;
  channel_module_name: string;
  module_name: string;
}

export interface LoadedOption {
  label: string;
  value: string;
  /** The group of a nested dropdown's option. */
  group?: string;
}

export type OptionsState =
  { state: 'loading' } | { state: 'failed' } | { state: 'loaded'; options: LoadedOption[] };

/** POST /applets/field_options: a dynamic field's options, fetched by the platform from the partner with the user's connection. */
export const FIELD_OPTIONS_URL = '/applets/field_options';

async function fetchOptions(req: OptionsRequest, field: string): Promise<LoadedOption[]> {
  const res = await csrfFetch(FIELD_OPTIONS_URL, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ ...req, field, authenticity_token: getCsrfToken() }),
  });
  if (!res.ok) throw new Error(`options: ${res.status}`);
  const body = (await res.json()) as { options?: LoadedOption[] };
  if (!Array.isArray(body.options)) throw new Error('options: no list');
  return body.options;
}

/** A field's options: its own when static, the partner's (through the platform) when dynamic. */
export function useFieldOptions(def: FieldDefinition, req: OptionsRequest, wanted: boolean): OptionsState {
  const dynamic = def.dynamic && wanted;
  const { kind, channel_module_name, module_name } = req;
  const key = `${kind}:${channel_module_name}.${module_name}/${def.name}`;
  // The answer for the field it was asked for: another field's answer reads as loading.
  const [fetched, setFetched] = useState<{ key: string; state: OptionsState } | null>(null);
  useEffect(() => {
    if (!dynamic) return;
    let live = true;
    fetchOptions({ kind, channel_module_name, module_name }, def.name).then(
      (options) => live && setFetched({ key, state: { state: 'loaded', options } }),
      () => live && setFetched({ key, state: { state: 'failed' } }),
    );
    return () => {
      live = false;
    };
  }, [dynamic, key, def.name, kind, channel_module_name, module_name]);
  if (!dynamic) return { state: 'loaded', options: def.options };
  return fetched?.key === key ? fetched.state : { state: 'loading' };
}
