// See https://svelte.dev/docs/kit/types#app.d.ts
declare global {
  namespace App {}
  interface ImportMetaEnv {
    /** '1' adds the test fixture game to the app (development only). */
    readonly VITE_FIXTURE_GAMES?: string;
  }
}

export {};
