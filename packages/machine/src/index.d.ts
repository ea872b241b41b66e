/** Debian's Chromium: tools may not download a browser of their own on these machines. */
export declare const chromiumPath: string;

/** Flags for Chromium running as root in a container, quiet about updates and first runs. */
export declare const chromiumArgs: string[];

/** A port the system says is free right now, for a server that is told its port. */
export declare function freePort(): Promise<number>;
