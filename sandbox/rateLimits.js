'use strict';

/**
 * Fixed-window rate limits per path pattern (the real service's per-minute limits, or scaled-down
 * ones set by a test). Beyond the limit: 429 with `Retry-After` in whole seconds.
 */
class RateLimits {
	constructor(clock) {
		this.clock = clock;
		this.rules = [];
	}

	set({ method, path, limit, windowMs = 60_000 }) {
		this.rules.push({
			method: method ? String(method).toUpperCase() : undefined,
			path: new RegExp(path),
			limit,
			windowMs,
			windowStart: this.clock.now(),
			count: 0,
			rejected: 0,
		});
	}

	clear() {
		this.rules = [];
	}

	/** @returns {number | undefined} seconds to wait when the request is over a limit */
	check(method, pathname) {
		const now = this.clock.now();
		for (const rule of this.rules) {
			if ((rule.method && rule.method !== method) || !rule.path.test(pathname)) continue;
			if (now - rule.windowStart >= rule.windowMs) {
				rule.windowStart = now - ((now - rule.windowStart) % rule.windowMs);
				rule.count = 0;
			}
			if (rule.count >= rule.limit) {
				rule.rejected += 1;
				return Math.max(1, Math.ceil((rule.windowStart + rule.windowMs - now) / 1000));
			}
			rule.count += 1;
		}
		return undefined;
	}
}

module.exports = { RateLimits };
