import pg from 'pg';

/**
 * A connection of its own (outside the pool) to the PostgreSQL at `url`, listening on `channel`: `heard` gets
 * each notification's payload, `listening` runs once the LISTEN is in place, `lost` once when the connection
 * fails or ends (it is then ended; connecting again is the caller's choice).
 */
export function listenOn(
  url: string,
  channel: string,
  on: { heard: (payload: string | undefined) => void; listening: () => void; lost: () => void },
): pg.Client {
  const connection = new pg.Client({ connectionString: url });
  let gone = false;
  const lost = () => {
    if (gone) return;
    gone = true;
    void connection.end().catch(() => {});
    on.lost();
  };
  connection.on('notification', (message) => {
    if (message.channel === channel) on.heard(message.payload);
  });
  connection.on('error', lost);
  connection.on('end', lost);
  connection
    .connect()
    .then(() => connection.query(`LISTEN ${channel}`))
    .then(on.listening)
    .catch(lost);
  return connection;
}
