import { describe, expect, it } from 'vitest';
import { circlesOf, shortestCycle } from './cycles.mjs';

const graphOf = (edges) => {
  const graph = new Map();
  for (const [from, to] of edges) {
    if (!graph.has(from)) graph.set(from, []);
    if (!graph.has(to)) graph.set(to, []);
    graph.get(from).push(to);
  }
  return graph;
};

describe('import circles', () => {
  it('finds each strongly connected component of two files or more, and a file importing itself', () => {
    const graph = graphOf([
      ['a', 'b'],
      ['b', 'c'],
      ['c', 'a'],
      ['c', 'd'],
      ['d', 'e'],
      ['e', 'd'],
      ['f', 'f'],
      ['g', 'a'],
    ]);
    expect(circlesOf(graph)).toEqual([['a', 'b', 'c'], ['d', 'e'], ['f']]);
  });

  it('walks a chain far deeper than the call stack allows recursion', () => {
    const edges = Array.from({ length: 30_000 }, (_, i) => [`f${i}`, `f${i + 1}`]);
    edges.push(['f30000', 'f0']);
    expect(circlesOf(graphOf(edges))[0]).toHaveLength(30_001);
  });

  it('shows the shortest way round a component', () => {
    // a → b → c → d → a is the long way; b → a closes it in two
    const graph = graphOf([
      ['a', 'b'],
      ['b', 'c'],
      ['c', 'd'],
      ['d', 'a'],
      ['b', 'a'],
    ]);
    expect(shortestCycle(graph, ['a', 'b', 'c', 'd'])).toEqual(['a', 'b', 'a']);
    expect(shortestCycle(graphOf([['f', 'f']]), ['f'])).toEqual(['f', 'f']);
  });
});
