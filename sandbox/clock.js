'use strict';

/** Sandbox time: real time plus an offset that tests can advance (expiry, manifest progress). */
class Clock {
	constructor() {
		this.offsetMs = 0;
		this.listeners = [];
	}

	/** Calls `listener(now)` after every advance (modules finish what has become due). */
	onAdvance(listener) {
		this.listeners.push(listener);
	}

	now() {
		return Date.now() + this.offsetMs;
	}

	advance(ms) {
		this.offsetMs += ms;
		const now = this.now();
		for (const listener of this.listeners) listener(now);
		return now;
	}
}

module.exports = { Clock };
