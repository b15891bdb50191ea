/**
 * Makes sure LibreOffice's spreadsheet (Debian's `libreoffice-calc-nogui`, no desktop) is on this machine: the
 * exports' test opens a CSV in it (`soffice --headless --convert-to xlsx`) as the accountant's spreadsheet would.
 * Skipped at once when `soffice` is there; as root with apt-get, installed; otherwise stops naming the package.
 */
import { existsSync } from 'node:fs';
import { ensureDebianPackages } from './lib/debian-packages.ts';

ensureDebianPackages('LibreOffice Calc (/usr/bin/soffice)', ['libreoffice-calc-nogui'], () => existsSync('/usr/bin/soffice'), [
  '--no-install-recommends',
]);
