import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { resolvedAtOnce } from '../lib/load-on-first-use';

/** A screen loaded on first visit, whose code can also be fetched ahead of its first render. */
export type LazyScreen<Props extends object> = LazyExoticComponent<ComponentType<Props>> & {
  /** Loads the screen's module; once loaded, the screen renders at once, without suspending. */
  preload(): Promise<unknown>;
};

/** React.lazy for a module's named export, so screens keep named exports like everything else. */
export function lazyScreen<Props extends object, Name extends string>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
): LazyScreen<Props> {
  let screen: ComponentType<Props> | undefined;
  let loading: Promise<ComponentType<Props>> | undefined;
  const preload = () => {
    loading ??= load().then(
      (module) => {
        screen = module[name];
        return screen;
      },
      (error: unknown) => {
        // A failed load (a dropped connection) is tried again on the next visit.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const component = lazy(() =>
    screen
      ? resolvedAtOnce({ default: screen })
      : preload().then((loaded) => ({ default: loaded })),
  );
  return Object.assign(component, { preload });
}
