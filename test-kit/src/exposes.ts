import type { ExposedModules } from 'shared-content';
import { islandWakes } from 'ui-kit/section';

/** The exposes whose name says what they are, as shared-content's `ExposedModules` names them (not the islands). */
type NamedExpose = Exclude<keyof ExposedModules, `./islands/${string}`>;

/**
 * What each named expose must export. A `Record` over shared-content's names: a name added
 * there fails the type check here until it says its shape.
 */
const namedExposes: Record<NamedExpose, 'component'> = {
  './Section': 'component',
  './HomeWidget': 'component',
};

const isComponent = (value: unknown) =>
  typeof value === 'function' ||
  (typeof value === 'object' && value !== null && '$$typeof' in value);

/** Why an exposed module does not have the shape its name promises, or nothing when it does. */
export function exposeProblem(
  remote: string,
  name: string,
  module: { default?: unknown } | undefined,
): string | undefined {
  const exported = module?.default;
  if (name.startsWith('./islands/')) {
    const island =
      typeof exported === 'function' && 'island' in exported
        ? (exported.island as {
            owner?: unknown;
            expose?: unknown;
            wake?: unknown;
            element?: unknown;
          })
        : undefined;
    if (!island)
      return `${name}: its default export is no island (export default island(Component, { wake }))`;
    if (island.expose !== name) return `${name}: its island says expose '${String(island.expose)}'`;
    if (island.owner !== remote)
      return `${name}: its island's owner is '${String(island.owner)}', not ${remote}`;
    if (!islandWakes.some((wake) => wake === island.wake))
      return `${name}: wake '${String(island.wake)}' is none of ${islandWakes.join(', ')}`;
    if (typeof island.element !== 'function') return `${name}: its island has no element()`;
    return undefined;
  }
  if (!(name in namedExposes)) {
    return `${name}: no module of that name is known to shared-content's ExposedModules (./Section, ./HomeWidget, ./islands/<Name>)`;
  }
  if (!isComponent(exported)) return `${name}: its default export is no component`;
  return undefined;
}
