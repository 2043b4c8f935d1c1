import type { ComponentType, LazyExoticComponent } from 'react';
import { laterModule, lazyOnFirstUse } from '../lib/load-on-first-use';

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
  const screen = laterModule(load);
  return Object.assign(
    lazyOnFirstUse(screen, (module) => module[name]),
    { preload: () => screen.load() },
  );
}
