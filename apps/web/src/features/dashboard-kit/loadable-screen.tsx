import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

type ScreenModule = { default: ComponentType };

/** A screen whose code is its own chunk: `loadableScreen` makes it, `<LoadableScreen>` shows it. */
export interface Loadable {
  /** Fetches the code (again after a failure); the same promise while it comes. */
  preload: () => Promise<ScreenModule>;
  /** The screen, once its code is here. */
  loaded: () => ComponentType | undefined;
  lazy: LazyExoticComponent<ComponentType>;
}

export function loadableScreen(load: () => Promise<ScreenModule>): Loadable {
  let loaded: ComponentType | undefined;
  let loading: Promise<ScreenModule> | undefined;
  const preload = () => {
    loading ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        // A failed fetch (the network dropped) is tried again by the next preload or showing.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  return { preload, loaded: () => loaded, lazy: lazy(preload) };
}

/**
 * Shows a screen fetched ahead (its `preload`, when the browser is idle) at once, like any
 * component. A `React.lazy` alone suspends on its first render even when its chunk is in the
 * browser already, and React then keeps the loading fallback up for at least 300 ms (its throttle
 * on revealing suspended content) before the screen shows and asks for its data. Before its code
 * has come, it suspends, for the nearest Suspense boundary to show that it is loading.
 */
export function LoadableScreen({ screen }: { screen: Loadable }) {
  const Loaded = screen.loaded();
  const Lazy = screen.lazy;
  return Loaded ? <Loaded /> : <Lazy />;
}
