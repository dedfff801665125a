import './styles.ts';

// A public page arrives rendered by the server; the code only makes it interactive. The browser
// gets one frame to paint that HTML before the app's code (far larger) is evaluated: on a phone the
// code arrives after the first paint anyway, and on a fast line this costs a frame.
await new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
await import('./boot.tsx');
