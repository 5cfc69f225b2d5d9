// The evaluation report test renders HTML in Debian's headless Chromium. Install it when it is
// missing and we may (root with apt-get), otherwise say exactly what is needed; the test itself
// fails loudly without it rather than skipping.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = '/usr/bin/chromium';
if (!existsSync(CHROMIUM)) {
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  if (root && existsSync('/usr/bin/apt-get')) {
    console.error('chromium missing: installing Debian chromium for the report test (apt-get)');
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null', { stdio: 'inherit' });
  } else {
    console.error(`chromium missing at ${CHROMIUM}: install Debian's chromium package (sudo apt-get install chromium)`);
  }
}
