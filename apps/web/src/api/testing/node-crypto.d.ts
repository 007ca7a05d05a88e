/**
 * The web program has no Node types (it runs in the browser); its tests run in Node and hash
 * with node:crypto to check the browser's signature independently. Only what they use.
 */
declare module 'node:crypto' {
  export function createHash(algorithm: string): { update(data: string): { digest(encoding: 'hex'): string } };
}
