/**
 * The little of jsdom's API that tests/http/html.ts uses. The project has jsdom (for Vitest's jsdom
 * environment) but not @types/jsdom; with that package installed, this file can go.
 */
declare module "jsdom" {
  export class JSDOM {
    constructor(html?: string, options?: { url?: string; contentType?: string });
    readonly window: Window & typeof globalThis;
  }
}
