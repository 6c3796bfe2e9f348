'use strict';

const { useSandbox, call } = require('../../../../support/sandbox');
const { CENTRAL, CENTRAL_ELEMENTS, STRUCTURE, STRUCTURE_ELEMENTS, graphqlRequests, locator, onCentral, runAec } = require('../aecSandbox');

const getAll = (extra) => onCentral({ resource: 'element', operation: 'getAll', returnAll: true, ...extra });
const instancesOf = (category) => CENTRAL_ELEMENTS.filter((element) => element.properties.Category === category && element.properties['Element Context'] === 'Instance');

const setBudget = (sandbox, json) => call(sandbox, 'POST', '/__sandbox/aec/budget', { json });
const budget = async (sandbox) => (await call(sandbox, 'GET', '/__sandbox/aec/budget')).body;

describe('element getAll through the n8n engine', () => {
	const sandbox = useSandbox();

	test('the walls of the model, one item per element with its properties by name and their units', async () => {
		const run = await runAec(sandbox, getAll({ filters: { category: 'Walls', elementContext: 'Instance' } }));
		expect(run.error).toBeUndefined();
		const walls = instancesOf('Walls');
		expect(run.items.map((item) => item.json.id)).toEqual(walls.map((wall) => wall.id));
		expect(run.items[0].json).toEqual({
			id: walls[0].id,
			name: 'Basic Wall 200mm',
			properties: expect.objectContaining({ Category: 'Walls', Level: 'Level 1', Length: walls[0].properties.Length, Area: walls[0].properties.Area }),
			units: { Area: 'Square Meters', Length: 'Meters', Volume: 'Cubic Meters' },
		});
		expect(run.items.every((item) => item.pairedItem.item === 0)).toBe(true);
		const [sent] = graphqlRequests(sandbox);
		expect(sent.variables).toEqual({ elementGroupId: CENTRAL, filter: { query: "property.name.category==Walls and 'property.name.Element Context'==Instance" }, pagination: { limit: 169 } });
		expect(sent.query).toContain('elementsByElementGroup(elementGroupId: $elementGroupId, filter: $filter, pagination: $pagination)');
		expect(sent.headers.region).toBe('US');
	});

	test('property conditions with operators and quoted names, combined with and', async () => {
		const run = await runAec(
			sandbox,
			getAll({
				filters: {
					category: 'Doors',
					propertyConditions: { condition: [{ property: 'Fire Rating', operator: 'notEquals', value: '' }, { property: 'Level', operator: 'equals', value: 'Level 2' }] },
				},
			}),
		);
		expect(run.error).toBeUndefined();
		expect(run.items.map((item) => item.json.id)).toEqual(instancesOf('Doors').filter((door) => door.properties.Level === 'Level 2').map((door) => door.id));
		const [sent] = graphqlRequests(sandbox);
		expect(sent.variables.filter.query).toBe("property.name.category==Doors and 'property.name.Fire Rating'!='' and property.name.Level=='Level 2'");
		const area = await runAec(sandbox, getAll({ filters: { category: 'Floors', propertyConditions: { condition: [{ property: 'Area', operator: 'greaterThan', value: '380.5' }] } } }));
		expect(area.items.map((item) => item.json.properties.Level)).toEqual(['Level 1', 'Level 2']);
		expect(graphqlRequests(sandbox)[1].variables.filter.query).toBe('property.name.category==Floors and property.name.Area>380.5');
	});

	test('every element once in one page sized from its points, and a limit that asks for no page more than needed', async () => {
		const run = await runAec(sandbox, getAll({}));
		const ids = run.items.map((item) => item.json.id);
		expect(ids).toEqual(CENTRAL_ELEMENTS.map((element) => element.id));
		expect(new Set(ids).size).toBe(ids.length);
		const limited = await runAec(sandbox, getAll({ returnAll: false, limit: 7 }));
		expect(limited.error).toBeUndefined();
		expect(limited.items.map((item) => item.json.id)).toEqual(CENTRAL_ELEMENTS.slice(0, 7).map((element) => element.id));
		expect(graphqlRequests(sandbox).slice(1).map((sent) => sent.variables.pagination)).toEqual([{ limit: 7 }]);
	});

	test('paging by cursor: 250 elements in pages sized from their points (169 elements, 856 points: 7 pages fill the 6000 a minute), none lost or repeated', async () => {
		const run = await runAec(sandbox, { ...getAll({}), elementGroupId: locator(STRUCTURE) });
		expect(run.error).toBeUndefined();
		const ids = run.items.map((item) => item.json.id);
		expect(ids).toEqual(STRUCTURE_ELEMENTS.map((element) => element.id));
		expect(new Set(ids).size).toBe(250);
		const pages = graphqlRequests(sandbox).map((sent) => sent.variables.pagination);
		expect(pages).toEqual([{ limit: 169 }, { limit: 169, cursor: expect.any(String) }]);
		expect((await budget(sandbox)).costs).toEqual([856, 856]);
		const limited = await runAec(sandbox, { ...getAll({ returnAll: false, limit: 120 }), elementGroupId: locator(STRUCTURE) });
		expect(limited.items.map((item) => item.json.id)).toEqual(STRUCTURE_ELEMENTS.slice(0, 120).map((element) => element.id));
	});

	test('several models in one list (elementsByElementGroups), each element with its elementGroupId, filters applied to all', async () => {
		const run = await runAec(sandbox, getAll({ moreElementGroupIds: ` ${STRUCTURE}, ${CENTRAL} `, filters: { propertyConditions: { condition: [{ property: 'Level', operator: 'equals', value: 'Level 3' }] } } }));
		expect(run.error).toBeUndefined();
		const level3 = (elements) => elements.filter((element) => element.properties.Level === 'Level 3').map((element) => element.id);
		expect(run.items.map((item) => item.json.id)).toEqual([...level3(CENTRAL_ELEMENTS), ...level3(STRUCTURE_ELEMENTS)]);
		expect(run.items[0].json.elementGroupId).toBe(CENTRAL);
		expect(run.items.at(-1).json.elementGroupId).toBe(STRUCTURE);
		const [sent] = graphqlRequests(sandbox);
		expect(sent.query).toContain('elementsByElementGroups(elementGroupIds: $elementGroupIds, filter: $filter, pagination: $pagination)');
		// An element's group costs one point more: (6000 / 7 − 11) / 6 = 141 elements a page.
		expect(sent.variables).toEqual({ elementGroupIds: [CENTRAL, STRUCTURE], filter: { query: "property.name.Level=='Level 3'" }, pagination: { limit: 141 } });
	});

	test('one model at a version (elementsByElementGroupAtVersion): the elements as they were then', async () => {
		const run = await runAec(sandbox, getAll({ versionNumber: 1, filters: { category: 'Walls', propertyConditions: { condition: [{ property: 'Level', operator: 'equals', value: 'Level 1' }] } } }));
		expect(run.error).toBeUndefined();
		const byKey = (key) => CENTRAL_ELEMENTS.find((element) => element.key === key);
		// Version 1 had the wall removed since, and wall-1-1 before its change.
		expect(run.items.find((item) => item.json.id === byKey('wall-1-1').id).json.properties.Length).toBe(5);
		expect(run.items.some((item) => item.json.properties.Length === 3.5)).toBe(true);
		expect(run.items).toHaveLength(instancesOf('Walls').filter((wall) => wall.properties.Level === 'Level 1').length + 1);
		const [sent] = graphqlRequests(sandbox);
		expect(sent.query).toContain('elementsByElementGroupAtVersion(elementGroupId: $elementGroupId, versionNumber: $versionNumber, filter: $filter, pagination: $pagination)');
		expect(sent.variables).toEqual(expect.objectContaining({ elementGroupId: CENTRAL, versionNumber: 1, pagination: { limit: 169 } }));
		const floors = await runAec(sandbox, getAll({ versionNumber: 1, filters: { category: 'Floors', elementContext: 'Instance' } }));
		expect(floors.items).toHaveLength(2);
		const several = await runAec(sandbox, getAll({ versionNumber: 1, moreElementGroupIds: STRUCTURE }));
		expect(several.error.message).toBe('Version Number reads one model at a version; got 2 models (leave More Element Groups empty, or the Version Number 0)');
		expect(graphqlRequests(sandbox)).toHaveLength(2);
	});

	test('more than 25 models are refused before sending, naming the field', async () => {
		const more = Array.from({ length: 25 }, (_, index) => `bW9kZWw${index}`).join(',');
		const run = await runAec(sandbox, getAll({ moreElementGroupIds: more }));
		expect(run.error.message).toBe('More Element Groups can name at most 24 models besides the Element Group (the API reads up to 25 in one query); got 25');
		const spaced = await runAec(sandbox, getAll({ moreElementGroupIds: 'Hospital MEP.rvt' }));
		expect(spaced.error.message).toBe('More Element Groups must be element group IDs separated by commas; got "Hospital MEP.rvt"');
		expect(graphqlRequests(sandbox)).toEqual([]);
	});

	test('bad filters are refused before anything is sent, naming the field', async () => {
		const run = await runAec(sandbox, getAll({ filters: { propertyConditions: { condition: [{ property: 'Area', operator: 'greaterThan', value: 'big' }] } } }));
		expect(run.error.message).toBe('Filters › Property Conditions › Condition 1 › Value must be a number in decimal digits (such as 10.5) for >; got "big"');
		const quote = await runAec(sandbox, getAll({ filters: { name: "Door's" } }));
		expect(quote.error.message).toMatch(/^Filters › Name must not contain a single quote/);
		expect(graphqlRequests(sandbox)).toEqual([]);
	});

	test('Client Credentials are refused before sending; the Service Account reads the model', async () => {
		const run = await runAec(sandbox, getAll({ filters: { category: 'Floors' } }), { twoLegged: true });
		expect(run.error.message).toBe('The AEC Data Model API does not take a Client Credentials (two-legged) token');
		expect(run.error.description).toMatch(/Authorization Code .*Service Account/);
		expect(graphqlRequests(sandbox)).toEqual([]);
		const service = await runAec(sandbox, getAll({ filters: { category: 'Floors', elementContext: 'Instance' } }), { serviceAccount: true });
		expect(service.error).toBeUndefined();
		expect(service.items).toHaveLength(3);
	});

	test('a 429 of the point budget is waited out per its Retry-After', async () => {
		// The node paces to the default 6000 a minute; the account's budget is smaller than it knows.
		await setBudget(sandbox, { pointsPerMinute: 1200, windowMs: 1000 });
		const run = await runAec(sandbox, { ...getAll({}), elementGroupId: locator(STRUCTURE) });
		expect(run.error).toBeUndefined();
		expect(run.items.map((item) => item.json.id)).toEqual(STRUCTURE_ELEMENTS.map((element) => element.id));
		const sent = graphqlRequests(sandbox);
		expect(sent.map((each) => each.status)).toEqual([200, 429, 200]);
		expect(sent[1].variables).toEqual(sent[2].variables);
	});

	test('paced to the Points per Minute option: a long read over two items meets no 429, every element once', async () => {
		const paced = { ...getAll({ options: { pointsPerMinute: 1200, budgetWindowSeconds: 2 } }), elementGroupId: locator(STRUCTURE) };
		const items = [{ json: {} }, { json: {} }];
		// Without pacing to the account's budget (the node's default 6000 a minute), the same read meets 429s.
		await setBudget(sandbox, { pointsPerMinute: 1200, windowMs: 2000 });
		const unpaced = await runAec(sandbox, { ...paced, options: {} }, { items });
		expect(unpaced.error).toBeUndefined();
		expect((await budget(sandbox)).rejected).toBeGreaterThan(0);
		sandbox.ctx.log.clear();
		await setBudget(sandbox, { pointsPerMinute: 1200, windowMs: 2000 });
		const before = (await budget(sandbox)).costs.length;
		const run = await runAec(sandbox, paced, { items });
		expect(run.error).toBeUndefined();
		const all = STRUCTURE_ELEMENTS.map((element) => element.id);
		expect(run.items.map((item) => item.json.id)).toEqual([...all, ...all]);
		expect(run.items.map((item) => item.pairedItem.item)).toEqual([...all.map(() => 0), ...all.map(() => 1)]);
		const spent = await budget(sandbox);
		expect(spent.rejected).toBe(0);
		// 1200 points a window: pages of 117 elements (596 points), two a window.
		expect(spent.costs.slice(before)).toEqual(Array(6).fill(596));
		const sent = graphqlRequests(sandbox);
		expect(sent.map((each) => each.status)).toEqual(Array(6).fill(200));
		expect(sent.map((each) => each.variables.pagination.limit)).toEqual(Array(6).fill(117));
	});

	test('a budget smaller than a page of the per-query limit sizes the page to it', async () => {
		await setBudget(sandbox, { pointsPerMinute: 600, windowMs: 1500 });
		const run = await runAec(sandbox, { ...getAll({ options: { pointsPerMinute: 600, budgetWindowSeconds: 1.5 } }), elementGroupId: locator(STRUCTURE) });
		expect(run.error).toBeUndefined();
		expect(run.items.map((item) => item.json.id)).toEqual(STRUCTURE_ELEMENTS.map((element) => element.id));
		const spent = await budget(sandbox);
		expect(spent.rejected).toBe(0);
		// Two pages a window: (600 / 2 − 11 points of the query and its pagination) / 5 points an element = 57 elements.
		expect(graphqlRequests(sandbox).map((each) => each.variables.pagination.limit)).toEqual(Array(5).fill(57));
		expect(spent.costs).toEqual(Array(5).fill(296));
	});

	test('a Points per Minute that is not a positive number is refused before anything is sent', async () => {
		const run = await runAec(sandbox, getAll({ options: { pointsPerMinute: -5 } }));
		expect(run.error.message).toBe('Options › Points per Minute must be a positive number; got -5');
		expect(graphqlRequests(sandbox)).toEqual([]);
	});
});
