/** Milliseconds before any API call is abandoned (10 s); apart from the ky client so light readers share it. */
export const defaultTimeout = 10_000;
