// Import circles: strongly connected components of the file graph (Tarjan's algorithm, with an
// explicit stack so a deep chain of imports cannot overflow the call stack).

/** Every component of more than one file, or of one file importing itself; each sorted. */
export function circlesOf(graph) {
  const index = new Map();
  const low = new Map();
  const onStack = new Set();
  const stack = [];
  const found = [];
  let counter = 0;
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work = [{ node: start, next: 0 }];
    index.set(start, counter);
    low.set(start, counter++);
    stack.push(start);
    onStack.add(start);
    while (work.length) {
      const frame = work.at(-1);
      const targets = graph.get(frame.node) ?? [];
      if (frame.next < targets.length) {
        const to = targets[frame.next++];
        if (!index.has(to)) {
          index.set(to, counter);
          low.set(to, counter++);
          stack.push(to);
          onStack.add(to);
          work.push({ node: to, next: 0 });
        } else if (onStack.has(to)) low.set(frame.node, Math.min(low.get(frame.node), index.get(to)));
        continue;
      }
      work.pop();
      if (work.length) {
        const parent = work.at(-1).node;
        low.set(parent, Math.min(low.get(parent), low.get(frame.node)));
      }
      if (low.get(frame.node) !== index.get(frame.node)) continue;
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== frame.node);
      const selfLoop = component.length === 1 && targets.includes(frame.node);
      if (component.length > 1 || selfLoop) found.push(component.sort());
    }
  }
  return found.sort((a, b) => b.length - a.length || a[0].localeCompare(b[0]));
}

/**
 * The shortest cycle inside one component, as a path that ends where it starts: a breadth-first
 * search back to each member, keeping the shortest (ties: the first file in sorted order).
 */
export function shortestCycle(graph, component) {
  const members = new Set(component);
  let best = null;
  for (const start of component) {
    const before = new Map([[start, null]]);
    const queue = [start];
    let closing = null;
    for (let i = 0; i < queue.length && !closing; i++) {
      const node = queue[i];
      for (const to of graph.get(node) ?? []) {
        if (!members.has(to)) continue;
        if (to === start) {
          closing = node;
          break;
        }
        if (!before.has(to)) {
          before.set(to, node);
          queue.push(to);
        }
      }
    }
    if (!closing) continue;
    const path = [start];
    for (let n = closing; n !== start; n = before.get(n)) path.splice(1, 0, n);
    path.push(start);
    if (!best || path.length < best.length) best = path;
  }
  return best;
}
