// Cycles in a graph of named nodes: each strongly connected component of more than one node (or a
// node that reaches itself), described by one cycle through it and the import behind each step.

/**
 * @param {Map<string, Map<string, string>>} edges  from -> (to -> where the edge comes from)
 * @returns {string[]} one line per cycle: "a -> b -> a (a: file:line imports b; b: file:line imports a)"
 */
export function cyclesOf(edges) {
  const nodes = [...new Set([...edges.keys(), ...[...edges.values()].flatMap((m) => [...m.keys()])])].sort();
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const components = [];
  let counter = 0;
  // Tarjan's algorithm, recursive: module graphs are small.
  const visit = (v) => {
    index.set(v, counter);
    low.set(v, counter);
    counter++;
    stack.push(v);
    onStack.add(v);
    for (const w of [...(edges.get(v)?.keys() ?? [])].sort()) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), index.get(w)));
    }
    if (low.get(v) === index.get(v)) {
      const component = [];
      let w;
      do {
        w = stack.pop();
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      const selfLoop = component.length === 1 && edges.get(v)?.has(v);
      if (component.length > 1 || selfLoop) components.push(component.sort());
    }
  };
  for (const v of nodes) if (!index.has(v)) visit(v);

  return components.map((component) => {
    const inside = new Set(component);
    // The shortest way back to the first node, through the component (breadth first).
    const start = component[0];
    const previous = new Map();
    const queue = [start];
    let end = null;
    while (queue.length && !end) {
      const v = queue.shift();
      for (const w of [...(edges.get(v)?.keys() ?? [])].sort()) {
        if (!inside.has(w)) continue;
        if (w === start) {
          end = v;
          break;
        }
        if (!previous.has(w)) {
          previous.set(w, v);
          queue.push(w);
        }
      }
    }
    const path = [start];
    for (let v = end; v && v !== start; v = previous.get(v)) path.splice(1, 0, v);
    const steps = path.map((v, i) => `${edges.get(v).get(path[(i + 1) % path.length])}`);
    const also =
      component.length > path.length ? ` (with ${component.filter((c) => !path.includes(c)).join(', ')})` : '';
    return `${[...path, start].join(' -> ')}${also}: ${steps.join('; ')}`;
  });
}
