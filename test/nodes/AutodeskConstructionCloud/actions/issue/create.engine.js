'use strict';

const { useSandbox } = require('../../../../support/sandbox');
const { IDS, SEED, issueParameters, issueRequests, issuesOf, locator, runIssue } = require('./issueSandbox');

const create = (extra) => issueParameters({ operation: 'create', title: 'Loose cable tray', issueSubtype: locator(IDS.subtypes.fallHazard), status: 'open', ...extra });

describe('issue create through the n8n engine', () => {
	const sandbox = useSandbox();

	test('create: the body holds the required attributes and the fields added; the issue is in the project', async () => {
		const { items, error } = await runIssue(
			sandbox,
			create({
				additionalFields: {
					description: 'Tray hangs loose above corridor B.',
					assignedTo: SEED.users.member,
					assignedToType: 'user',
					dueDate: '2024-03-20T00:00:00',
					rootCauseId: IDS.rootCauses.coordination,
					watchers: `${SEED.users.admin}, ${SEED.users.inspector}`,
					latitude: 47.37,
					longitude: 8.54,
				},
			}),
		);
		expect(error).toBeUndefined();
		const [request] = issueRequests(sandbox, '/issues', 'POST');
		expect(JSON.parse(request.body)).toEqual({
			title: 'Loose cable tray',
			issueSubtypeId: IDS.subtypes.fallHazard,
			status: 'open',
			description: 'Tray hangs loose above corridor B.',
			assignedTo: SEED.users.member,
			assignedToType: 'user',
			dueDate: '2024-03-20',
			rootCauseId: IDS.rootCauses.coordination,
			watchers: [SEED.users.admin, SEED.users.inspector],
			gpsCoordinates: { latitude: 47.37, longitude: 8.54 },
		});
		expect(items).toEqual([{ json: expect.objectContaining({ title: 'Loose cable tray', issueTypeId: IDS.types.safety, displayId: 8, createdBy: SEED.users.admin }), pairedItem: { item: 0 } }]);
		const listed = await issuesOf(sandbox, '&filter[search]=cable');
		expect(listed.results.map((issue) => issue.id)).toEqual([items[0].json.id]);
	});

	test('a view-only member is refused (403) with advice; under Continue On Fail the other items are created, each once', async () => {
		const refused = await runIssue(sandbox, create(), { userId: SEED.users.inspector });
		expect(refused.error.message).toMatch(/^Create issue failed: User user-inspector may not create issues/);
		expect(refused.error.description).toMatch(/View lets them read issues; Create also lets them open issues/);
		sandbox.ctx.log.clear();
		const { items, error } = await runIssue(sandbox, create({ title: '={{ $json.title }}', issueSubtype: locator('={{ $json.subtype }}') }), {
			continueOnFail: true,
			items: [
				{ json: { title: 'One', subtype: IDS.subtypes.defect } },
				{ json: { title: 'Two', subtype: IDS.subtypes.ppe } },
				{ json: { title: 'Three', subtype: IDS.subtypes.designClash } },
			],
		});
		expect(error).toBeUndefined();
		expect(items.map((item) => item.pairedItem)).toEqual([{ item: 0 }, { item: 1 }, { item: 2 }]);
		expect(items.map((item) => item.json.title ?? item.json.httpCode)).toEqual(['One', '400', 'Three']);
		expect(items[1].json.error).toMatch(/not active/);
		expect(issueRequests(sandbox, '/issues', 'POST').map((entry) => entry.status)).toEqual([200, 400, 200]);
	});

	test('with the Service Account credential: refused while the account is not a member, created once it is one', async () => {
		const outside = await runIssue(sandbox, create(), { serviceAccount: true });
		expect(outside.error.httpCode).toBe('403');
		expect(outside.error.description).toMatch(/adskserviceaccount\.autodesk\.com/);
		const seed = require('../../../../../sandbox/seed/issues');
		const permissions = seed.PERMISSIONS[SEED.projects.hospital];
		permissions[SEED.serviceAccount.id] = 'create';
		try {
			const inside = await runIssue(sandbox, create({ title: 'Filed by the robot' }), { serviceAccount: true });
			expect(inside.error).toBeUndefined();
			expect(inside.items[0].json).toMatchObject({ title: 'Filed by the robot', createdBy: SEED.serviceAccount.id });
		} finally {
			delete permissions[SEED.serviceAccount.id];
		}
	});

	test('custom attributes by name: the project\'s definitions are read once, the option and the attribute sent as IDs', async () => {
		const { items, error } = await runIssue(
			sandbox,
			create({
				issueSubtype: locator(IDS.subtypes.designClash),
				customAttributes: { attribute: [{ attribute: 'priority', value: 'high' }, { attribute: IDS.attributes.costImpact, value: '1250.5' }, { attribute: 'Trade', value: 'Electrical' }] },
			}),
		);
		expect(error).toBeUndefined();
		expect(issueRequests(sandbox, '/issue-attribute-definitions', 'GET')).toHaveLength(1);
		const [request] = issueRequests(sandbox, '/issues', 'POST');
		expect(JSON.parse(request.body).customAttributes).toEqual([
			{ attributeDefinitionId: IDS.attributes.priority, value: IDS.options.high },
			{ attributeDefinitionId: IDS.attributes.costImpact, value: 1250.5 },
			{ attributeDefinitionId: IDS.attributes.trade, value: 'Electrical' },
		]);
		expect(items[0].json.customAttributes).toEqual(
			expect.arrayContaining([expect.objectContaining({ title: 'Priority', value: IDS.options.high }), expect.objectContaining({ title: 'Cost impact', value: 1250.5 })]),
		);
	});

	test('a custom attribute or option the project does not have is an error naming what it has; nothing is created', async () => {
		const noAttribute = await runIssue(sandbox, create({ customAttributes: { attribute: [{ attribute: 'Severity', value: 'High' }] } }));
		expect(noAttribute.error.message).toBe('Custom Attributes: the project has no custom attribute "Severity"');
		expect(noAttribute.error.description).toMatch(/Priority, Trade, Cost impact, Site notes/);
		const noOption = await runIssue(sandbox, create({ customAttributes: { attribute: [{ attribute: IDS.attributes.priority, value: 'Urgent' }] } }));
		expect(noOption.error.message).toBe('Custom Attributes: "Urgent" is not an option of Priority');
		expect(noOption.error.description).toBe('Its options: High, Medium, Low.');
		expect(issueRequests(sandbox, '/issues', 'POST')).toEqual([]);
	});
});
