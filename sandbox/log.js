'use strict';

/** Every request the sandbox received, so that tests assert what went over the wire. */
class RequestLog {
	constructor() {
		this.entries = [];
	}

	record(entry) {
		this.entries.push(entry);
		return entry;
	}

	clear() {
		this.entries = [];
	}

	/** Entries whose method and path match; `path` may be a string (exact) or a RegExp. */
	find({ method, path } = {}) {
		return this.entries.filter(
			(entry) =>
				(!method || entry.method === method) &&
				(!path || (path instanceof RegExp ? path.test(entry.path) : entry.path === path)),
		);
	}
}

module.exports = { RequestLog };
