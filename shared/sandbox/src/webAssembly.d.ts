// The few WebAssembly APIs the sandbox uses. Node has them, but their types live in TypeScript's DOM
// lib, which a Node package does not load.
declare namespace WebAssembly {
  class Module {
    constructor(bytes: BufferSource);
  }
  interface MemoryDescriptor {
    initial: number;
    maximum?: number;
  }
  class Memory {
    constructor(descriptor: MemoryDescriptor);
    readonly buffer: ArrayBuffer;
    grow(delta: number): number;
  }
}
