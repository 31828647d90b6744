-- A store written by ys-server before seats had names and rooms chat (main at
-- 1a6d17e): 'sqlite3 rooms.sqlite .dump' after two rooms were made and played
-- a few moves with ys-client. Room 9W44N0M73NZC9 (2 players, a random bot;
-- 4 moves): seat 0's token 2955dc3aebdbd57d78eec5961d4bc947. Room
-- Z907KC5EC9KBM (3 players, an easy bot; 6 moves): seat 0's token
-- 7e7fec8815d65cf9ad1415f62dfc868d, seat 1's ee0b67d99af49aa27bf7efe62a80e0b1.
PRAGMA foreign_keys=OFF;
BEGIN TRANSACTION;
CREATE TABLE rooms(id INTEGER PRIMARY KEY, invite TEXT UNIQUE NOT NULL, options TEXT NOT NULL, nseats INTEGER NOT NULL, created INTEGER NOT NULL, last INTEGER NOT NULL DEFAULT 0);
INSERT INTO rooms VALUES(1,'9W44N0M73NZC9','players=2 neighbourhoods=3 kings-favor=off express=off peek=on neutral=4210 seed=813641864459456091',2,489,1796160431);
INSERT INTO rooms VALUES(2,'Z907KC5EC9KBM','players=3 neighbourhoods=4 kings-favor=off express=off peek=on neutral=4210 seed=199495106737800296',3,489,1796160432);
CREATE TABLE seats(room INTEGER NOT NULL, seat INTEGER NOT NULL, kind INTEGER NOT NULL, level INTEGER NOT NULL, stand_in INTEGER NOT NULL, joined INTEGER NOT NULL, token_hash TEXT NOT NULL, PRIMARY KEY(room, seat));
INSERT INTO seats VALUES(1,0,0,2,0,1,'5f37c02a8a6aee3fa7c78f845833a62f0f297d8da094cfa32e829fe9f579ed89');
INSERT INTO seats VALUES(1,1,1,0,0,0,'f0d8fe2fc80805378a81628b04008509fa2d6c8811a5777d8778fe505262213a');
INSERT INTO seats VALUES(2,0,0,2,0,1,'28ed28cbb46a04f8da6554cab8765fa037b420cb33d8fc2c31a354750bb831b8');
INSERT INTO seats VALUES(2,2,1,1,0,0,'b44e92ce7168e19fdec8db9235575783373cb02df6029862cccee2d50bc86c8c');
INSERT INTO seats VALUES(2,1,0,2,0,1,'45be3bcc786fba86ace8eb235e8921715fcb05e11a92617b772487f3c8ba9fe9');
CREATE TABLE moves(room INTEGER NOT NULL, n INTEGER NOT NULL, move TEXT NOT NULL, PRIMARY KEY(room, n));
INSERT INTO moves VALUES(1,0,'bid 2 0');
INSERT INTO moves VALUES(1,1,'bid 1 1');
INSERT INTO moves VALUES(1,2,'seat 1');
INSERT INTO moves VALUES(1,3,'neutral 1@m2.green');
INSERT INTO moves VALUES(2,0,'bid 1 0');
INSERT INTO moves VALUES(2,1,'bid 0 0');
INSERT INTO moves VALUES(2,2,'bid 1 1');
INSERT INTO moves VALUES(2,3,'seat 3');
INSERT INTO moves VALUES(2,4,'seat 2');
INSERT INTO moves VALUES(2,5,'down 2@m3.yellow');
COMMIT;
