'use strict';

const { useSandbox } = require('../../../../support/sandbox');
const { HOSPITAL, adminRequests, runAdmin, userParameters } = require('../adminSandbox');

const IMPORT = `/projects/${HOSPITAL}/users:import`;
const importing = userParameters({ operation: 'import', email: '={{ $json.email }}', companyId: '={{ $json.company }}', products: { product: [{ key: 'docs', access: 'member' }] } });

describe('projectUser import through the n8n engine', () => {
	const sandbox = useSandbox();

	test('450 users: three import calls (200, 200, 50) and one read of the users; one output item per user, paired', async () => {
		const people = Array.from({ length: 450 }, (_, index) => ({ json: { email: `person${index}@bulk.example` } }));
		const { items, error } = await runAdmin(sandbox, importing, { items: people });
		expect(error).toBeUndefined();
		expect(items).toHaveLength(450);
		expect(items.every((item, index) => item.pairedItem.item === index && item.json.email === `person${index}@bulk.example` && item.json.result === 'added')).toBe(true);
		const posts = adminRequests(sandbox, IMPORT, 'POST', 'v2');
		expect(posts.map((post) => JSON.parse(post.body).users.length)).toEqual([200, 200, 50]);
		expect(adminRequests(sandbox, `/projects/${HOSPITAL}/users`, 'GET')).toHaveLength(3);
		// 450 items through the engine: 2 s alone, over 30 s in a full run at a load average of 15.
	}, 120_000);

	test('a bad user is refused alone before anything is sent; one the job leaves out and one already in get their own result', async () => {
		const { items, error } = await runAdmin(sandbox, importing, {
			continueOnFail: true,
			items: [
				{ json: { email: 'first@bulk.example' } },
				{ json: { email: 'not an email' } },
				{ json: { email: 'odd@bulk.example', company: '00000000-0000-4000-8000-000000000000' } },
				{ json: { email: 'mel.member@sandbox.example' } },
				{ json: { email: 'FIRST@bulk.example' } },
			],
		});
		expect(error).toBeUndefined();
		expect(items.map((item) => item.json.result ?? item.json.error)).toEqual([
			'added',
			'Email must be an email address of at most 255 characters; got "not an email"',
			'notAdded',
			'alreadyMember',
			'Email appears twice in this import: "FIRST@bulk.example"',
		]);
		const [post] = adminRequests(sandbox, IMPORT, 'POST', 'v2');
		expect(JSON.parse(post.body).users.map((user) => user.email)).toEqual(['first@bulk.example', 'odd@bulk.example', 'mel.member@sandbox.example']);
	});

	test('a refused import call fails each of its users with the service message and says they went together', async () => {
		const { items } = await runAdmin(sandbox, importing, { continueOnFail: true, userId: 'user-member', items: [{ json: { email: 'a@bulk.example' } }, { json: { email: 'b@bulk.example' } }] });
		expect(items.map((item) => item.json.error)).toEqual([expect.stringMatching(/^Import project users failed: /), expect.stringMatching(/^Import project users failed: /)]);
		expect(items[1].json.description).toMatch(/The 2 users of this import call were sent together/);
		expect(items[0].json.description).toMatch(/only an account admin/);
	});
});
