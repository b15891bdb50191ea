/** API the build reads the catalogue from: `CATALOGUE_API_URL`, else the embedded reference API on `PORT`. */
export function catalogueApiUrl(env: Record<string, string | undefined>): string {
  const explicit = env['CATALOGUE_API_URL']?.trim();
  if (explicit) return explicit.replace(/\/+$/, '');
  return `http://127.0.0.1:${env['PORT'] ?? '4321'}/api/v1`;
}
