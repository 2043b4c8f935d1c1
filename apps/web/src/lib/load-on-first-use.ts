import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/**
 * A module that is not part of the start-up JavaScript: it loads on its first use
 * (docs/decisions/056-initial-javascript-budget.md). Once loaded it is used at once, without waiting
 * a turn, so a call made then starts exactly when it would with a static import.
 */
export type LaterModule<M> = {
  /** Runs `use` with the module: at once when it is loaded, else once it is. */
  use<R>(use: (module: M) => R | Promise<R>): Promise<R>;
  load(): Promise<M>;
  loaded(): M | undefined;
};

const everyLaterModule: LaterModule<unknown>[] = [];

export function loadOnFirstUse<M>(load: () => Promise<M>): LaterModule<M> {
  const later = laterModule(load);
  everyLaterModule.push(later as LaterModule<unknown>);
  return later;
}

/**
 * The same, but not among the modules the web tests load up front: for the screens, which load
 * on the first visit to their route (apps/web/src/app/lazy-screen.ts).
 */
export function laterModule<M>(load: () => Promise<M>): LaterModule<M> {
  let module: M | undefined;
  let pending: Promise<M> | undefined;
  const later: LaterModule<M> = {
    use(use) {
      if (module === undefined) return later.load().then(use);
      try {
        return Promise.resolve(use(module));
      } catch (error) {
        return Promise.reject(error);
      }
    },
    load() {
      pending ??= load().then(
        (loaded) => {
          module = loaded;
          return loaded;
        },
        (error: unknown) => {
          // A failed load (a dropped connection) is tried again on the next use.
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
    loaded: () => module,
  };
  return later;
}

/**
 * React.lazy for a component of a module loaded on first use. Once the module is loaded the
 * component renders at once: React.lazy takes a thenable that answers synchronously as resolved.
 */
export function lazyOnFirstUse<M, Props extends object>(
  later: LaterModule<M>,
  pick: (module: M) => ComponentType<Props>,
): LazyExoticComponent<ComponentType<Props>> {
  return lazy(() => {
    const module = later.loaded();
    if (module === undefined) return later.load().then((loaded) => ({ default: pick(loaded) }));
    return resolvedAtOnce({ default: pick(module) });
  });
}

/**
 * What React.lazy takes for a module already loaded: a thenable that calls back at once, so the
 * component renders in the same pass instead of suspending for a turn.
 */
function resolvedAtOnce<Value>(value: Value): Promise<Value> {
  const resolved = {
    // biome-ignore lint/suspicious/noThenProperty: React.lazy takes a thenable that resolves at once as loaded.
    then: (resolve: (value: Value) => void) => resolve(value),
  };
  return resolved as unknown as Promise<Value>;
}

/** Tests load every such module first, so their timing never depends on loading one. */
export async function loadEveryModuleUsedLater(): Promise<void> {
  let count = 0;
  // Loading a module can declare more (a section that loads its own calls on first use).
  while (count < everyLaterModule.length) {
    count = everyLaterModule.length;
    await Promise.all(everyLaterModule.map((later) => later.load()));
  }
}
