'use strict';

const { SEED } = require('../../sandbox/seed/data');

/** Values the operations' contracts (test/nodes/AutodeskAps/actions/<resource>/<operation>.contract.js) build their parameters and items from. */

const locator = (value, mode = 'id') => ({ __rl: true, mode, value });
/** A parameter value that only an expression can give (the editor refuses it when typed). */
const computed = (value) => `={{ ${JSON.stringify(value)} }}`;
/** An ID as the URL-safe Base64 URN the Model Derivative API takes. */
const encoded = (id) => Buffer.from(id).toString('base64url');
const items = (...values) => values.map((json) => ({ json }));
/** Three input items without data, for operations whose parameters say everything. */
const empties = () => items({}, {}, {});
/** One input item holding `bytes` as the binary field `data`. */
const fileItems = (bytes, fileName = 'house.rvt') => [{ json: {}, binary: { data: { data: bytes.toString('base64'), mimeType: 'application/octet-stream', fileName } } }];
/** The Tower model item of the Tower project, as the Project and Item fields take it. */
const towerModel = { projectId: locator(SEED.projects.tower), itemId: locator(SEED.items.towerModel) };
/** The Source Design field reading each input item's `source`. */
const bySource = { source: '={{ $json.source }}' };
/** A path of the Model Derivative API under a design's URN (by default, an object nobody translated). */
const designPath = (suffix, id = 'urn:adsk.objects:os.object:bucket/house.rvt') => `/modelderivative/v2/designdata/${encoded(id)}/${suffix}`;
/** The option value of a list whose entry is typed in (Other (Type In)). */
const custom = '__custom';

module.exports = { bySource, computed, custom, designPath, empties, encoded, fileItems, items, locator, towerModel };
