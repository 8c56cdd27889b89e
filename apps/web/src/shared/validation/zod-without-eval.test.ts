import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureZodWithoutEval } from './zod-without-eval';

afterEach(() => {
  vi.restoreAllMocks();
  delete (globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig?.jitless;
});

describe('configureZodWithoutEval', () => {
  it("is zod's own setting: z.config() reads jitless, and parsing an object schema builds no function", async () => {
    configureZodWithoutEval();
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
    const built = vi.spyOn(globalThis, 'Function');
    const schema = z.object({ name: z.string(), quantity: z.number().int().positive() });
    expect(schema.parse({ name: 'Whey', quantity: 2 })).toEqual({ name: 'Whey', quantity: 2 });
    expect(schema.safeParse({ name: 'Whey', quantity: -1 }).success).toBe(false);
    expect(built).not.toHaveBeenCalled();
  });
});
