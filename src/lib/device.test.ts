import { describe, expect, it } from 'vitest';
import { deviceInfo, isHeadset, isMobile } from './device';

const UA = {
  quest3:
    'Mozilla/5.0 (X11; Linux x86_64; Quest 3) AppleWebKit/537.36 (KHTML, like Gecko) OculusBrowser/35.0.0.0 SamsungBrowser/4.0 Chrome/126.0.0.0 VR Safari/537.36',
  quest2Android:
    'Mozilla/5.0 (Linux; Android 10; Quest 2) AppleWebKit/537.36 (KHTML, like Gecko) OculusBrowser/16.0.0.4.13 SamsungBrowser/4.0 Chrome/91.0.4472.88 Mobile VR Safari/537.36',
  pico: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) PicoBrowser/3.3.22 Chrome/105.0.5195.68 VR Safari/537.36',
  wolvic: 'Mozilla/5.0 (Android 10; Mobile VR; rv:105.0) Gecko/105.0 Firefox/105.0 Wolvic/1.3',
  vive: 'Mozilla/5.0 (Linux; Android 10; VIVE Focus 3) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/96.0 VR Safari/537.36',
  valve: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36 Valve Steam Client',
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  ipad: 'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  androidTablet: 'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  desktopChrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  desktopFirefox: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.4; rv:125.0) Gecko/20100101 Firefox/125.0',
};

// Spec §9: 'Headset detection by user agent keywords Oculus, Quest, Pico, Wolvic, Vive, Valve;
// mobile detection by user agent.'
describe('isHeadset', () => {
  it.each(['Oculus', 'Quest', 'Pico', 'Wolvic', 'Vive', 'Valve'])('detects the keyword %s in any case', (keyword) => {
    expect(isHeadset(`Mozilla/5.0 (${keyword})`)).toBe(true);
    expect(isHeadset(`Mozilla/5.0 (${keyword.toUpperCase()})`)).toBe(true);
    expect(isHeadset(`Mozilla/5.0 (${keyword.toLowerCase()})`)).toBe(true);
  });

  it('detects real headset browsers', () => {
    for (const ua of [UA.quest3, UA.quest2Android, UA.pico, UA.wolvic, UA.vive, UA.valve]) expect(isHeadset(ua)).toBe(true);
  });

  it('does not flag phones and desktops', () => {
    for (const ua of [UA.iphone, UA.android, UA.desktopChrome, UA.desktopFirefox, '']) expect(isHeadset(ua)).toBe(false);
  });
});

describe('isMobile', () => {
  it('detects phones and tablets', () => {
    for (const ua of [UA.iphone, UA.ipad, UA.android, UA.androidTablet, 'Mozilla/5.0 (iPod touch; CPU iPhone OS 12_5)']) {
      expect(isMobile(ua)).toBe(true);
    }
  });

  it('does not flag desktops', () => {
    expect(isMobile(UA.desktopChrome)).toBe(false);
    expect(isMobile(UA.desktopFirefox)).toBe(false);
    expect(isMobile('')).toBe(false);
  });

  it('does not count a headset as mobile even when its user agent says Android or Mobile', () => {
    expect(isMobile(UA.quest2Android)).toBe(false);
    expect(isMobile(UA.wolvic)).toBe(false);
  });
});

describe('deviceInfo', () => {
  it('gives the user-agent event fields ua, is_headset and is_mobile', () => {
    expect(deviceInfo(UA.quest3)).toEqual({ ua: UA.quest3, is_headset: true, is_mobile: false });
    expect(deviceInfo(UA.iphone)).toEqual({ ua: UA.iphone, is_headset: false, is_mobile: true });
    expect(deviceInfo(UA.desktopChrome)).toEqual({ ua: UA.desktopChrome, is_headset: false, is_mobile: false });
  });

  it("defaults to the browser's own user agent", () => {
    expect(deviceInfo().ua).toBe(navigator.userAgent);
  });
});
