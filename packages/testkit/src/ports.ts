// Free ports for the servers tests start. The servers listen on 127.0.0.1, so that is where the port
// must be free; get-port also keeps a port it handed out from being handed out again by this process
// for a while, so ports asked for one after the other before anything listens on them differ.
import getPort from 'get-port';

/** A TCP port nothing listens on at 127.0.0.1. */
export const freePort = (): Promise<number> => getPort({ host: '127.0.0.1' });
