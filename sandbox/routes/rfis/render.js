'use strict';

const { permittedStatuses } = require('./access');

/** An RFI as the caller reads it: with the statuses the workflow lets this caller move it to. */
function renderRfi(call, rfi) {
	return { ...structuredClone(rfi), permittedStatuses: permittedStatuses(call, rfi) };
}

module.exports = { renderRfi };
