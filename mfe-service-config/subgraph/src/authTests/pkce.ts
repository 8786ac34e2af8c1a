import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes as base64url: 43 characters of the unreserved set RFC 7636 asks for. */
export const newCodeVerifier = () => randomBytes(32).toString('base64url');

/** code_challenge for code_challenge_method=S256. */
export const s256Challenge = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

/** The OAuth state of one test: unguessable, so a forged callback cannot match it. */
export const newState = () => randomBytes(24).toString('base64url');
