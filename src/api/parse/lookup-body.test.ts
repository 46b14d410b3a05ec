// The lookup path's reader gives what parseBody gives, for every format and for bodies JSON.parse cannot read alone.
import { describe, expect, it } from 'vitest';
import { parseBody } from './index';
import { parseLookupBody } from './lookup-body';

const ENVELOPE = { error_code: '0000', reason: '', item: { num_iid: '1', title: 'Sofa', props: [{ name: 'a', value: 'b' }] } };
const BODIES: [string, string][] = [
  ['json', JSON.stringify(ENVELOPE)],
  ['jsonu', JSON.stringify(ENVELOPE)],
  ['xml', '<?xml version="1.0"?><response><error_code>0000</error_code><reason></reason><item><num_iid>1</num_iid><title>Sofa</title></item></response>'],
  ['serialize', 'a:2:{s:10:"error_code";s:4:"0000";s:4:"item";a:1:{s:5:"title";s:4:"Sofa";}}'],
  ['var_export', "array (\n  'error_code' => '0000',\n  'item' => \n  array (\n    'title' => 'Sofa',\n  ),\n)"],
  // JSON asked, another format received: read as that format, as parseBody does.
  ['json', '<?xml version="1.0"?><response><error_code>4013</error_code></response>'],
  // A PHP warning before the envelope: the frame reader finds it.
  ['json', `<br />\n<b>Warning</b>: x on line <b>1</b><br />\n${JSON.stringify(ENVELOPE)}`],
  // JSON that does not read: the same failure, with its position.
  ['json', '{"error_code": "0000", "item": {'],
  ['jsonu', ''],
];

describe('parseLookupBody', () => {
  it.each(BODIES)('%s: the same result as parseBody (%#)', async (resultType, text) => {
    expect(await parseLookupBody(text, resultType)).toEqual(parseBody(text, resultType));
  });
});
