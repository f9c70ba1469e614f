// A store whose database can be switched off and on, for tests of what deskbot does while it cannot be reached.
import type { Store } from "../../src/store/ports.ts";

/** Every call fails while `down` is true, as a database that does not answer makes them fail. */
export function flaky(inner: Store): Store & { down: boolean; failing: Set<keyof Store> } {
  const control = { down: false, failing: new Set<keyof Store>() };
  return new Proxy(inner, {
    get(target, property, receiver) {
      if (property === "down") return control.down;
      if (property === "failing") return control.failing;
      const value = Reflect.get(target, property, receiver);
      if (typeof value !== "function") return value;
      return (...args: unknown[]) => {
        if (property !== "close" && (control.down || control.failing.has(property as keyof Store))) {
          return Promise.reject(new Error("connect ECONNREFUSED 127.0.0.1:5432"));
        }
        return value.apply(target, args);
      };
    },
    set(_target, property, value) {
      if (property === "down") control.down = value as boolean;
      return true;
    },
  }) as Store & { down: boolean; failing: Set<keyof Store> };
}
