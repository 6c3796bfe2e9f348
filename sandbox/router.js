'use strict';

/**
 * A route table: `add('GET', '/project/v1/hubs/:hubId/projects', handler)`.
 * Path parameters are URL-decoded; a parameter never spans a `/`.
 */
class Router {
	constructor() {
		this.routes = [];
	}

	add(method, pattern, handler) {
		const names = [];
		const source = pattern
			.split('/')
			.map((segment) => {
				if (segment.startsWith(':')) {
					names.push(segment.slice(1));
					return '([^/]+)';
				}
				return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
			})
			.join('/');
		this.routes.push({ method, regex: new RegExp(`^${source}$`), names, handler });
		return this;
	}

	/** @returns {{ handler: Function, params: Record<string,string> } | { methodNotAllowed: true } | undefined} */
	match(method, pathname) {
		let pathMatched = false;
		for (const route of this.routes) {
			const found = route.regex.exec(pathname);
			if (!found) continue;
			pathMatched = true;
			if (route.method !== method) continue;
			const params = {};
			route.names.forEach((name, index) => {
				params[name] = decodeURIComponent(found[index + 1]);
			});
			return { handler: route.handler, params };
		}
		return pathMatched ? { methodNotAllowed: true } : undefined;
	}
}

module.exports = { Router };
