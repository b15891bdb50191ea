/** Milliseconds before any API call is abandoned (spec §9); apart from the ky client so light readers share it. */
export const defaultTimeout = 10_000;
