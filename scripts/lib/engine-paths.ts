/** Where Debian's packages put the browser engines the engines' tests drive (scripts/ensure-engines.ts installs them). */
export const FIREFOX = '/usr/bin/firefox-esr';
export const WEBKIT_WEBDRIVER = '/usr/bin/WebKitWebDriver';
export const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
export const XVFB = '/usr/bin/Xvfb';
export const MATCHBOX = '/usr/bin/matchbox-window-manager';
