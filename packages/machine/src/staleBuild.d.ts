/** True when any of `outputs` is missing, or any of `inputs` changed after the first of them. */
export declare function isStale(outputs: [string, ...string[]], inputs: string[]): boolean;
