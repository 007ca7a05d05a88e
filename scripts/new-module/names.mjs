// The spellings of one module or area name: kebab on disk and in URLs, camel in code, and so on.

const KEBAB = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

/** Refuses anything but a kebab-case name (`attendance`, `cloud-disk`): it becomes folders, URLs and identifiers. */
export function checkName(kind, name) {
  if (typeof name !== 'string' || !KEBAB.test(name)) {
    throw new Error(`${kind} name "${name ?? ''}" must be kebab-case: lowercase letters and digits, words joined by "-" (e.g. cloud-disk)`);
  }
  return name;
}

const words = (name) => name.split('-');
const cap = (w) => w[0].toUpperCase() + w.slice(1);

/** Every spelling of a kebab-case name. */
export function spell(name) {
  const w = words(name);
  return {
    kebab: name,
    camel: w[0] + w.slice(1).map(cap).join(''),
    pascal: w.map(cap).join(''),
    upper: w.map((x) => x.toUpperCase()).join('_'),
    snake: w.join('_'),
  };
}
