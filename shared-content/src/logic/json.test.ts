import { describe, expect, it } from 'vitest';
import { jsonErrorPlace, parseJson } from './json';

describe('a broken JSON file', () => {
  it('is placed at the line and column an editor shows', () => {
    // A missing comma: the "2" on line 3 cannot follow "b".
    expect(jsonErrorPlace('{\n  "a": 1,\n  "b" 2\n}')).toEqual({ line: 3, column: 7 });
    // A misspelt `true`: the message Node gives names no position.
    expect(jsonErrorPlace('{\n  "open": tru\n}')).toEqual({ line: 2, column: 14 });
    // A trailing comma before the closing brace.
    expect(jsonErrorPlace('{\n  "a": 1,\n}')).toEqual({ line: 3, column: 1 });
    // Cut short: the end of the text.
    expect(jsonErrorPlace('{\n  "a": [1,')).toEqual({ line: 2, column: 11 });
  });

  it('is reported with its place by parseJson, and good JSON is parsed', () => {
    expect(() => parseJson('{\n  "a": 1,\n  "b" 2\n}')).toThrow(
      /^not valid JSON at line 3, column 7 \(Unexpected number\)$/,
    );
    expect(parseJson('{"a": [1, 2]}')).toEqual({ a: [1, 2] });
  });
});
