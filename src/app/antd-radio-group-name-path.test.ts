import { toNamePathStr as antdToNamePathStr } from 'antd/es/form/hooks/useForm';
import { describe, expect, it } from 'vitest';
import { toNamePathStr } from './antd-radio-group-name-path';

describe("the Radio.Group's stand-in for antd's toNamePathStr", () => {
  it('answers as antd’s own does', () => {
    for (const name of [undefined, 'category', ['faq', 'category'], ['list', 0, 'name'], 7]) {
      expect(toNamePathStr(name)).toBe(antdToNamePathStr(name));
    }
  });
});
