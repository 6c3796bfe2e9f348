import { sleep } from 'n8n-workflow';

/**
 * Pacing to the AEC Data Model's points budget (6000 a minute for an app, per its rate-limit
 * guide) within one node run: the points of each answered query are kept with the time of its
 * answer, and a query that would bring the points answered in the last window over the budget
 * waits until the oldest ones leave it. Timed by answers, not by sending, so the service's own
 * count (made between the two) never sees more than the budget in a window.
 */

export const POINTS_PER_MINUTE = 6000;
export const BUDGET_WINDOW_MS = 60_000;

export interface Pacing {
	pointsPerMinute: number;
	windowMs: number;
}

export const DEFAULT_PACING: Pacing = {
	pointsPerMinute: POINTS_PER_MINUTE,
	windowMs: BUDGET_WINDOW_MS,
};

interface Spend {
	at: number;
	points: number;
}

/** The runs' spends, by the run's context object (one per node run, shared by its items). */
const spendsByRun = new WeakMap<object, Spend[]>();

const spendsOf = (run: object): Spend[] => {
	let spends = spendsByRun.get(run);
	if (!spends) {
		spends = [];
		spendsByRun.set(run, spends);
	}
	return spends;
};

/** Waits until `points` more fit in the budget's window, then answers the run's spends. */
async function waitForRoom(run: object, points: number, pacing: Pacing): Promise<Spend[]> {
	const spends = spendsOf(run);
	for (;;) {
		const now = Date.now();
		while (spends.length && spends[0].at <= now - pacing.windowMs) spends.shift();
		const spent = spends.reduce((total, spend) => total + spend.points, 0);
		if (!spends.length || spent + points <= pacing.pointsPerMinute) return spends;
		let freed = spent;
		let until = spends[0].at;
		for (const spend of spends) {
			freed -= spend.points;
			until = spend.at;
			if (freed + points <= pacing.pointsPerMinute) break;
		}
		await sleep(Math.max(1, until + pacing.windowMs - now + 1));
	}
}

/** Sends a query of `points` when they fit the budget, and counts them when it is answered. */
export async function paced<T>(
	run: object,
	points: number,
	pacing: Pacing,
	send: () => Promise<T>,
): Promise<T> {
	const spends = await waitForRoom(run, points, pacing);
	try {
		return await send();
	} finally {
		spends.push({ at: Date.now(), points });
	}
}
