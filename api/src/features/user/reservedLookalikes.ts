import { RESERVED_NICKNAMES } from '@kfeed/contracts/validation';

/**
 * Look-alikes of the Latin letters and digits (Cyrillic е, Greek Κ, small capitals ᴋꜰᴇᴇᴅ, ...)
 * and what each reads as, for comparing nicknames with the reserved names by their UTS #39
 * skeletons. Derived from Unicode's confusables.txt (UTS #39, version 14.0.0): every
 * mapping whose source, after NFKC and lower case, is one character (not one those already
 * turn into ASCII) and whose prototype, after NFKC and lower case, is ASCII letters and
 * digits; plus the small capitals that file leaves out (UCD 14.0 names "LATIN LETTER SMALL
 * CAPITAL X" read as x) and ĸ (kra) read as k. Hex code point, colon, what it reads as.
 * Scripts other than Latin are not folded into each other: the reserved names in Hangul
 * are compared as NFKC text only.
 */
const LATIN_LOOKALIKES = new Map(
  (
    '30:o 31:l 6d:rn 7c:l d7:x e6:ae 131:i 138:k 153:oe 185:b 18d:g 1a8:2 1bd:5 1c0:l 1c1:ll ' +
    '21d:3 223:8 251:a 25c:3 261:g 262:g 263:y 269:i 26a:i 26f:w 274:n 280:r 28b:u 28f:y ' +
    '292:3 299:b 29c:h 29d:j 29f:l 2a3:dz 2a6:ts 2aa:ls 2ab:lz 3b1:a 3b2:b 3b3:y 3b5:e 3b6:z ' +
    '3b7:h 3b9:i 3ba:k 3bc:m 3bd:n 3bf:o 3c1:p 3c2:c 3c3:c 3c4:t 3c5:u 3c7:x 3dd:f 3e9:2 ' +
    '3f3:j 3fb:m 430:a 431:6 432:b 433:r 435:e 437:3 43a:k 43c:m 43d:h 43e:o 440:p 441:c ' +
    '442:t 443:y 445:x 44b:bl 44c:b 44e:lo 455:s 456:i 458:j 461:w 475:v 4af:y 4bb:h 4bd:e ' +
    '4cf:i 4d5:ae 4e1:3 501:d 50d:g 51b:q 51d:w 561:w 563:q 566:q 570:h 578:n 57c:n 57d:u ' +
    '57f:s 581:g 584:f 585:o 5c0:l 5d5:l 5d8:v 5df:l 5e1:o 5f0:ll 627:l 647:o 661:l 665:o ' +
    '667:v 6be:o 6c1:o 6d5:o 6f1:l 6f5:o 6f7:v 7c0:o 7ca:l 966:o 9e6:o 9ea:8 9ed:9 a66:o ' +
    'a67:9 a6a:8 ae6:o b03:8 b20:o b66:o b68:9 be6:o c02:o c66:o c82:o ce6:o d02:o d20:o ' +
    'd66:o d6d:9 d82:o e50:o ed0:o 101d:o 1040:o 10e7:y 10ff:o 1200:u 12d0:o 13fb:g 13fc:b ' +
    '142f:v 144c:u 146d:p 146f:d 1472:b 148d:j 14aa:l 14bf:2 1541:x 157c:h 157d:x 1587:r ' +
    '15af:b 15b4:f 15c5:a 15de:d 15ea:d 15f0:m 15f7:b 166d:x 166e:x 16b7:x 16c1:l 16d5:k ' +
    '16d6:m 1d00:a 1d04:c 1d05:d 1d07:e 1d0a:j 1d0b:k 1d0d:m 1d0f:o 1d11:o 1d18:p 1d1b:t ' +
    '1d1c:u 1d20:v 1d21:w 1d22:z 1d26:r 1d6b:ue 1d83:g 1d8c:y 1e9d:f 1eff:y 2016:ll 20b6:lt ' +
    '212e:e 221e:oo 2223:l 2225:ll 2228:v 222a:u 22a4:t 22c1:v 22c3:u 22ff:e 2373:i 2374:p ' +
    '237a:a 23e8:10 23fd:l 2502:l 2573:x 27d9:t 292b:x 292c:x 2a2f:x 2c85:r 2c8f:h 2c93:l ' +
    '2c95:k 2c99:m 2c9b:n 2c9f:o 2ca3:p 2ca5:c 2ca7:t 2ca9:y 2cad:x 2ccb:9 2ccd:3 2cd1:l ' +
    '2cd3:6 2d38:v 2d39:e 2d4f:l 2d54:o 2d55:q 2d5d:x 3007:o a4d0:b a4d1:p a4d2:d a4d3:d ' +
    'a4d4:t a4d6:g a4d7:k a4d9:j a4da:c a4dc:z a4dd:f a4df:m a4e0:n a4e1:l a4e2:s a4e3:r ' +
    'a4e6:v a4e7:h a4ea:w a4eb:x a4ec:y a4ee:a a4f0:e a4f2:l a4f3:o a4f4:u a645:2 a647:i ' +
    'a699:oo a6df:v a6ef:2 a729:t3 a730:f a731:s a733:aa a735:ao a737:au a739:av a73b:av ' +
    'a73d:ay a74f:oo a75b:2 a76b:3 a76f:9 a777:tf a799:f a79f:u a7af:q a7b5:b ab32:e ab35:f ' +
    'ab3d:o ab47:r ab48:r ab4e:u ab52:u ab53:x ab5a:y ab63:uo ab70:d ab71:r ab72:t ab75:i ' +
    'ab79:y ab7a:a ab7b:j ab7c:e ab81:r ab83:w ab87:m ab8b:h ab8d:y ab90:g ab92:h ab93:z ' +
    'ab9e:4 ab9f:b aba2:r aba4:w aba5:s aba9:v abaa:s abae:l abaf:c abb2:p abb6:k abb7:d ' +
    'abbe:6 10282:b 10286:e 10287:f 1028a:l 10290:x 10292:o 10295:p 10296:s 10297:t 102a0:a ' +
    '102a1:b 102a2:c 102a5:f 102ab:o 102b0:m 102b1:t 102b2:y 102b4:x 102cf:h 102f5:z 10301:b ' +
    '10302:c 10309:l 10311:m 10315:t 10317:x 1031a:8 10320:l 10322:x 1042c:o 1043d:c 10443:l ' +
    '10448:s 104dc:r 104ea:o 104f6:u 104fa:7 10513:n 10516:o 10518:k 1051c:c 1051d:v 10525:f ' +
    '10526:l 10527:x 114d0:o 11700:rn 11706:v 1170a:w 1170e:w 1170f:w 118c0:v 118c1:s ' +
    '118c2:f 118c3:i 118c4:y 118c6:7 118c8:o 118c9:z 118ca:3 118cc:9 118ce:e 118cf:4 118d2:l ' +
    '118d5:6 118d6:9 118d7:o 118d8:u 118db:5 118dc:t 118e0:o 118e3:rn 118e5:z 118e6:w ' +
    '118e9:c 118ec:x 118ef:w 118f2:c 16f08:v 16f0a:t 16f16:l 16f28:l 16f35:r 16f3a:s 16f3b:3 ' +
    '16f40:a 16f42:u 16f43:y 1d206:3 1d20d:v 1d212:7 1d213:f 1d216:r 1d22a:l 1e8c7:l 1e8cb:8 ' +
    '1f700:qe 1f707:ar 1f74c:c 1f75c:sss 1f768:t 1f76b:mb 1f76c:vb'
  )
    .split(' ')
    .map((entry): [string, string] => {
      const [hex = '', reads = ''] = entry.split(':');
      return [String.fromCodePoint(parseInt(hex, 16)), reads];
    }),
);

const fold = (text: string) => text.normalize('NFKC').toLowerCase();
/** Left out of the comparison, as the kit's rule leaves them out (punctuation, symbols, spaces). */
const SEPARATORS = /[\p{P}\p{S}\p{Z}\p{M}_]/gu;

/**
 * The UTS #39 skeleton of a text for comparing without case: NFKC, lower case, each
 * look-alike replaced by what it reads as (again, for prototypes that have one, such as
 * "m" reading as "rn"), separators left out.
 */
export function latinSkeleton(text: string): string {
  let skeleton = fold(text);
  for (let pass = 0; pass < 3; pass += 1) {
    const next = fold([...skeleton].map((char) => LATIN_LOOKALIKES.get(char) ?? char).join(''));
    if (next === skeleton) break;
    skeleton = next;
  }
  return skeleton.replace(SEPARATORS, '');
}

const RESERVED_SKELETONS = RESERVED_NICKNAMES.map(latinSkeleton);

/** Whether a nickname contains a reserved name or a look-alike of one (`КFееd`, `ᴀdmin`). */
export function looksLikeReservedNickname(nickname: string): boolean {
  const skeleton = latinSkeleton(nickname);
  return RESERVED_SKELETONS.some((reserved) => skeleton.includes(reserved));
}
