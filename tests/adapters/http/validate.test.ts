import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parse, RULE_SETS } from '../../../adapters/http/validate.ts';

const domain = import.meta.glob<Record<string, unknown>>('../../../domain/**/*.ts', { eager: true });
const domainRules = Object.entries(domain).flatMap(([file, module]) =>
  Object.entries(module)
    .filter(([name]) => /_RULES$/.test(name))
    .map(([name, rules]) => ({ name: `${file}: ${name}`, rules })),
);

describe('the rule sentences a refusal keeps for a missing field', () => {
  it('are every set of rules the domain writes, and nothing else', () => {
    expect(domainRules.length).toBeGreaterThan(0);
    for (const { name, rules } of domainRules) expect(RULE_SETS, name).toContain(rules);
    expect(RULE_SETS).toHaveLength(domainRules.length);
  });

  it('answer a missing field with its rule, and any other missing field with "is required"', () => {
    const [rules] = RULE_SETS;
    const sentence = Object.values(rules!)[0]!;
    const schema = z.object({ ruled: z.string({ error: sentence }), plain: z.string({ error: 'plain must be text' }) });
    expect(() => parse(schema, { plain: 'x' })).toThrow(sentence);
    expect(() => parse(schema, { ruled: 'x' })).toThrow('plain is required');
  });
});
