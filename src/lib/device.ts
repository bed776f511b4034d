/** User-agent keywords of VR headset browsers (spec §9), matched case-insensitively. */
export const HEADSET_KEYWORDS = ['Oculus', 'Quest', 'Pico', 'Wolvic', 'Vive', 'Valve'] as const;

/**
 * User-agent tokens of phones and tablets (spec §9: 'mobile detection by user agent'):
 * Android, iPhone, iPad, iPod, Mobile (Safari/Chrome/Firefox on phones), webOS, BlackBerry,
 * IEMobile, Windows Phone, Opera Mini, Kindle and Silk. iPadOS 13+ in desktop mode reports a
 * Macintosh user agent and cannot be told apart by user agent alone.
 */
export const MOBILE_KEYWORDS = [
  'Android',
  'iPhone',
  'iPad',
  'iPod',
  'Mobile',
  'webOS',
  'BlackBerry',
  'IEMobile',
  'Windows Phone',
  'Opera Mini',
  'Kindle',
  'Silk',
] as const;

function hasAny(ua: string, keywords: readonly string[]): boolean {
  const lower = ua.toLowerCase();
  return keywords.some((k) => lower.includes(k.toLowerCase()));
}

/** True when the user agent names a VR headset browser (Oculus, Quest, Pico, Wolvic, Vive, Valve). */
export function isHeadset(ua: string): boolean {
  return hasAny(ua, HEADSET_KEYWORDS);
}

/**
 * True for phones and tablets. A headset is not a mobile device even though some headset browsers
 * say 'Android' or 'Mobile' (Quest 2: '... Android 10; Quest 2 ... Mobile VR Safari').
 */
export function isMobile(ua: string): boolean {
  return !isHeadset(ua) && hasAny(ua, MOBILE_KEYWORDS);
}

/** The device fields of the analytics user-agent event (spec §7). */
export interface DeviceInfo {
  ua: string;
  is_headset: boolean;
  is_mobile: boolean;
}

/** Device fields for the user-agent event; `ua` defaults to the browser's own user agent. */
export function deviceInfo(ua: string = typeof navigator === 'undefined' ? '' : navigator.userAgent): DeviceInfo {
  return { ua, is_headset: isHeadset(ua), is_mobile: isMobile(ua) };
}
