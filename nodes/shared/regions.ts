/**
 * The data centers of APS, as the service's region headers name them (`region` for Model
 * Derivative, `x-ads-region` for webhooks).
 */
export const REGIONS = ['US', 'EMEA', 'AUS', 'CAN', 'DEU', 'IND', 'JPN', 'GBR'] as const;
