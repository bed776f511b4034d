// The one place that knows where Chromium is and how to start it on our machines.
import { existsSync } from 'node:fs';

export function chromiumPath() {
  const path = process.env.CHROME_PATH || '/usr/bin/chromium';
  if (!existsSync(path)) {
    throw new Error(`Chromium not found at ${path}. Install it (apt-get install -y chromium) or set CHROME_PATH.`);
  }
  return path;
}

// Without the background-networking flags Chromium keeps dialling hosts our closed network refuses.
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--enable-unsafe-swiftshader',
];
