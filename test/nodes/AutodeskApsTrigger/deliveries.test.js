'use strict';

const { claimDelivery, bodyDigest, REMEMBERED_DELIVERIES } = require('../../../nodes/AutodeskApsTrigger/deliveries');

/** Which deliveries the trigger takes as new: by delivery id and by body, only once accepted. */

let node = 0;
const fresh = () => `wf|node-${(node += 1)}`;

test('a delivery held while its execution starts: the same id or body meanwhile is in progress; once released, it is new again', () => {
	const where = fresh();
	const record = {};
	const first = claimDelivery(record, where, 'd-1', bodyDigest(Buffer.from('a')));
	expect(first.outcome).toBe('new');
	expect(claimDelivery(record, where, 'd-1', bodyDigest(Buffer.from('b'))).outcome).toBe('inProgress');
	expect(claimDelivery(record, where, 'd-2', bodyDigest(Buffer.from('a'))).outcome).toBe('inProgress');
	first.release();
	const again = claimDelivery(record, where, 'd-1', bodyDigest(Buffer.from('a')));
	expect(again.outcome).toBe('new');
	again.accept();
	again.release();
	expect(claimDelivery(record, where, 'd-1', bodyDigest(Buffer.from('c'))).outcome).toBe('repeated');
	expect(claimDelivery(record, where, undefined, bodyDigest(Buffer.from('a'))).outcome).toBe('repeated');
	expect(record.deliveryIds).toEqual(['d-1']);
	expect(record.bodyDigests).toEqual([bodyDigest(Buffer.from('a'))]);
});

test('static data from before (another process, a restart) counts as accepted', () => {
	const record = { deliveryIds: ['old'], bodyDigests: [bodyDigest(Buffer.from('old body'))] };
	expect(claimDelivery(record, fresh(), 'old', bodyDigest(Buffer.from('x'))).outcome).toBe('repeated');
	expect(claimDelivery(record, fresh(), 'new', bodyDigest(Buffer.from('old body'))).outcome).toBe('repeated');
});

test('both lists keep the newest 500', () => {
	const where = fresh();
	const record = {};
	for (let index = 0; index < REMEMBERED_DELIVERIES + 3; index += 1) {
		const claim = claimDelivery(record, where, `d-${index}`, bodyDigest(Buffer.from(String(index))));
		claim.accept();
	}
	claimDelivery(record, where, 'probe', bodyDigest(Buffer.from('probe'))).release();
	expect(REMEMBERED_DELIVERIES).toBe(500);
	expect(record.deliveryIds).toHaveLength(500);
	expect(record.deliveryIds[0]).toBe('d-3');
	expect(record.bodyDigests).toHaveLength(500);
	expect(claimDelivery(record, where, 'd-0', bodyDigest(Buffer.from('0'))).outcome).toBe('new');
});
