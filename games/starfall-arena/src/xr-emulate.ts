// The emulated headset (guide §3: `xr=emulate`, forwarded by the game page; `orbital_xr=emulate` works too).
// iwer's Meta Quest 3 replaces navigator.xr so Enter VR, the XR session and its input run on a laptop and
// in headless Chromium. Loaded with a dynamic import only when asked for: real players never download it.
// Call before anything reads navigator.xr.

export async function installEmulatedHeadset(): Promise<void> {
  const { XRDevice, metaQuest3 } = await import('iwer');
  const device = new XRDevice(metaQuest3);
  // Chromium ships a native navigator.xr (with no headset): force the emulated runtime over it.
  device.installRuntime({ forceInstall: true });
  // Tests drive the emulated controllers and hands through this (device.controllers.right, primaryInputMode).
  Reflect.set(window, '__xrDevice', device);
  // The desktop overlay to move the headset and controllers (sales demos); not under automation, where the
  // tests drive the device directly and the overlay's React bundle would only slow the first frame.
  // Not awaited: the game's first frame does not wait for the overlay.
  if (!navigator.webdriver) {
    // installDevUI: iwer shows the overlay (controls for the headset and controllers) while a session runs.
    void import('@iwer/devui').then(({ DevUI }) => device.installDevUI(DevUI));
  }
}
