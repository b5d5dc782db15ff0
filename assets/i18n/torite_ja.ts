<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP">
<context>
    <name>ActionButtons</name>
    <message>
        <location filename="../../desktop/table/buttons.py" line="70"/>
        <source>↑ ↓ change the number (Page Up / Page Down: by ten)</source>
        <translation>↑ ↓ で数を変更（Page Up / Page Down で 10 段ずつ）</translation>
    </message>
    <message>
        <location filename="../../desktop/table/buttons.py" line="213"/>
        <source>{words}, unavailable</source>
        <translation>{words}、使えません</translation>
    </message>
    <message>
        <location filename="../../desktop/table/buttons.py" line="214"/>
        <source>{words}, button</source>
        <translation>{words}、ボタン</translation>
    </message>
</context>
<context>
    <name>ChooserPage</name>
    <message>
        <location filename="../../desktop/dialogs/chooser.py" line="116"/>
        <source>Choose a game</source>
        <translation>ゲームを選んでください</translation>
    </message>
    <message>
        <location filename="../../desktop/dialogs/chooser.py" line="123"/>
        <source>1 player</source>
        <translation>1 人用</translation>
    </message>
    <message>
        <location filename="../../desktop/dialogs/chooser.py" line="123"/>
        <source>{n} players</source>
        <translation>{n} 人用</translation>
    </message>
    <message>
        <location filename="../../desktop/dialogs/chooser.py" line="127"/>
        <source>▶ Under way: continue</source>
        <translation>▶ 対局中：続きから</translation>
    </message>
    <message>
        <location filename="../../desktop/dialogs/chooser.py" line="130"/>
        <source>Learn</source>
        <translation>遊び方を学ぶ</translation>
    </message>
    <message>
        <location filename="../../desktop/dialogs/chooser.py" line="134"/>
        <source>Learn {game}</source>
        <translation>{game}の遊び方を学ぶ</translation>
    </message>
    <message>
        <location filename="../../desktop/dialogs/chooser.py" line="131"/>
        <source>Play a fixed deal of {game} step by step, every move explained</source>
        <translation>{game}の決まったディールを、手ごとの説明つきで一歩ずつ遊びます</translation>
    </message>
</context>
<context>
    <name>CoopFittings</name>
    <message>
        <location filename="../../desktop/games/ando_coop.py" line="225"/>
        <source>Hint: turn up one of the dummy&apos;s face-down {suit}.</source>
        <translation>ヒント：ダミーの伏せた{suit}を1枚表にしましょう。</translation>
    </message>
    <message>
        <location filename="../../desktop/games/ando_coop.py" line="227"/>
        <source>Hint: play one of the dummy&apos;s face-down {suit}.</source>
        <translation>ヒント：ダミーの伏せた{suit}を1枚出しましょう。</translation>
    </message>
    <message>
        <location filename="../../desktop/games/ando_coop.py" line="310"/>
        <source>That card cannot be played now.</source>
        <translation>そのカードは今は出せません。</translation>
    </message>
    <message>
        <location filename="../../desktop/games/ando_coop.py" line="331"/>
        <source>Memory aid (practice) — played:</source>
        <translation>記憶補助（練習用）— 出た札：</translation>
    </message>
</context>
<context>
    <name>DuplicateDialog</name>
    <message>
        <location filename="../../desktop/dialogs/duplicate.py" line="50"/>
        <source>The same deal, the strong bot in your seat</source>
        <translation>同じディールを、あなたの席に強いボットを座らせて</translation>
    </message>
    <message>
        <location filename="../../desktop/dialogs/duplicate.py" line="66"/>
        <source>Replay the bot&apos;s deal</source>
        <translation>ボットのディールを再生</translation>
    </message>
    <message>
        <location filename="../../desktop/dialogs/duplicate.py" line="95"/>
        <source>The strong bot plays your seat; move {n}, the deals still alike…</source>
        <translation>強いボットがあなたの席で打っています。{n} 手目、まだ同じ進行です…</translation>
    </message>
    <message>
        <location filename="../../desktop/dialogs/duplicate.py" line="97"/>
        <source>The strong bot plays your seat; move {n}, the deals have parted…</source>
        <translation>強いボットがあなたの席で打っています。{n} 手目、進行が分かれました…</translation>
    </message>
    <message>
        <location filename="../../desktop/dialogs/duplicate.py" line="112"/>
        <source>The bot could not finish the deal: {error}</source>
        <translation>ボットがディールを最後まで打てませんでした：{error}</translation>
    </message>
    <message>
        <location filename="../../desktop/dialogs/duplicate.py" line="122"/>
        <location filename="../../desktop/dialogs/duplicate.py" line="187"/>
        <source>The strong bot</source>
        <translation>強いボット</translation>
    </message>
    <message>
        <location filename="../../desktop/dialogs/duplicate.py" line="138"/>
        <source>The strong bot has played the deal in your seat.</source>
        <translation>強いボットがあなたの席でディールを打ち終えました。</translation>
    </message>
    <message>
        <location filename="../../desktop/dialogs/duplicate.py" line="140"/>
        <source>The bot did better in your seat.</source>
        <translation>あなたの席では、ボットのほうが良い結果でした。</translation>
    </message>
    <message>
        <location filename="../../desktop/dialogs/duplicate.py" line="141"/>
        <source>The bot did just as well in your seat.</source>
        <translation>あなたの席で、ボットも同じ結果でした。</translation>
    </message>
    <message>
        <location filename="../../desktop/dialogs/duplicate.py" line="142"/>
        <source>You did better than the bot in your seat.</source>
        <translation>あなたの席では、あなたのほうが良い結果でした。</translation>
    </message>
    <message>
        <location filename="../../desktop/dialogs/duplicate.py" line="147"/>
        <source>Your points less the best other player&apos;s: {played} in your deal, {bot} in the bot&apos;s.</source>
        <translation>あなたの得点と、ほかでいちばん高い人の得点との差：あなたのディールで {played}、ボットのディールで {bot}。</translation>
    </message>
    <message>
        <location filename="../../desktop/dialogs/duplicate.py" line="152"/>
        <source>Your side&apos;s points less the best other side&apos;s: {played} in your deal, {bot} in the bot&apos;s.</source>
        <translation>味方の得点と、ほかでいちばん高い相手の得点との差：あなたのディールで {played}、ボットのディールで {bot}。</translation>
    </message>
    <message>
        <location filename="../../desktop/dialogs/duplicate.py" line="156"/>
        <source>Points: {played} in your deal, {bot} in the bot&apos;s.</source>
        <translation>得点：あなたのディールで {played}、ボットのディールで {bot}。</translation>
    </message>
    <message>
        <location filename="../../desktop/dialogs/duplicate.py" line="161"/>
        <source>Your deal: {scores}</source>
        <translation>あなたのディール：{scores}</translation>
    </message>
    <message>
        <location filename="../../desktop/dialogs/duplicate.py" line="162"/>
        <source>The bot&apos;s deal: {scores}</source>
        <translation>ボットのディール：{scores}</translation>
    </message>
    <message>
        <location filename="../../desktop/dialogs/duplicate.py" line="167"/>
        <source>The bot chose as you did at every decision.</source>
        <translation>ボットはどの判断でもあなたと同じ手を選びました。</translation>
    </message>
    <message>
        <location filename="../../desktop/dialogs/duplicate.py" line="170"/>
        <source>The deals parted at move {n}.</source>
        <translation>{n} 手目で進行が分かれました。</translation>
    </message>
    <message>
        <location filename="../../desktop/dialogs/duplicate.py" line="171"/>
        <source>You: {action}</source>
        <translation>あなた：{action}</translation>
    </message>
</context>
<context>
    <name>EndOfDealDialog</name>
    <message>
        <location filename="../../desktop/dialogs/end_of_deal.py" line="80"/>
        <source>Match points: {points}</source>
        <translation>マッチの得点：{points}</translation>
    </message>
    <message>
        <location filename="../../desktop/dialogs/end_of_deal.py" line="103"/>
        <source>New match</source>
        <translation>新しいマッチ</translation>
    </message>
    <message>
        <location filename="../../desktop/dialogs/end_of_deal.py" line="53"/>
        <source>End of the {deal}</source>
        <translation>{deal}終了</translation>
    </message>
    <message>
        <location filename="../../desktop/dialogs/end_of_deal.py" line="90"/>
        <source>Match over, won by {names} with {total}.</source>
        <translation>マッチ終了：{names} の勝ち（{total} 点）。</translation>
    </message>
    <message>
        <location filename="../../desktop/dialogs/end_of_deal.py" line="92"/>
        <source>Match over, shared by {names} with {total} each.</source>
        <translation>マッチ終了：{names} が {total} 点で並びました。</translation>
    </message>
    <message>
        <location filename="../../desktop/dialogs/end_of_deal.py" line="103"/>
        <source>Next {deal}</source>
        <translation>次の{deal}</translation>
    </message>
    <message>
        <location filename="../../desktop/dialogs/end_of_deal.py" line="109"/>
        <source>New game</source>
        <translation>新しいゲーム</translation>
    </message>
    <message>
        <location filename="../../desktop/dialogs/end_of_deal.py" line="112"/>
        <source>Restart this deal</source>
        <translation>このディールをやり直す</translation>
    </message>
    <message>
        <location filename="../../desktop/dialogs/end_of_deal.py" line="117"/>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <location filename="../../desktop/dialogs/end_of_deal.py" line="121"/>
        <source>Review my play</source>
        <translation>自分の手を振り返る</translation>
    </message>
    <message>
        <location filename="../../desktop/dialogs/end_of_deal.py" line="142"/>
        <source>Replay</source>
        <translation>再生</translation>
    </message>
    <message>
        <location filename="../../desktop/dialogs/end_of_deal.py" line="145"/>
        <source>Step through this deal again, move by move, from any seat&apos;s view</source>
        <translation>このディールを一手ずつ、好きな席の視点でたどり直します</translation>
    </message>
    <message>
        <location filename="../../desktop/dialogs/end_of_deal.py" line="149"/>
        <source>Bot in my seat</source>
        <translation>自分の席をボットで</translation>
    </message>
    <message>
        <location filename="../../desktop/dialogs/end_of_deal.py" line="153"/>
        <source>The same deal played again with the strong computer player in your seat: both results, and where its choices parted from yours</source>
        <translation>同じディールを、あなたの席に強いコンピューターを座らせてもう一度打ちます。両方の結果と、ボットの選択があなたと分かれた場面を示します</translation>
    </message>
    <message>
        <location filename="../../desktop/dialogs/end_of_deal.py" line="163"/>
        <source>What the bots knew</source>
        <translation>ボットが知っていたこと</translation>
    </message>
    <message>
        <location filename="../../desktop/dialogs/end_of_deal.py" line="179"/>
        <source>Was it winnable?</source>
        <translation>勝てる配りだった？</translation>
    </message>
</context>
<context>
    <name>FaceDownSwitch</name>
    <message>
        <location filename="../../desktop/games/truco.py" line="76"/>
        <source>Face down (D)</source>
        <translation>裏向き (D)</translation>
    </message>
    <message>
        <location filename="../../desktop/games/truco.py" line="78"/>
        <source>Play your next card face down: it cannot win, and nobody sees it.</source>
        <translation>次に出すカードを裏向きにします。裏向きのカードはトリックに勝てず、ほかの人には中身が見えません。</translation>
    </message>
    <message>
        <location filename="../../desktop/games/truco.py" line="128"/>
        <source>Your next card goes face down.</source>
        <translation>次のカードは裏向きで出します。</translation>
    </message>
    <message>
        <location filename="../../desktop/games/truco.py" line="130"/>
        <source>Your next card goes face up.</source>
        <translation>次のカードは表向きで出します。</translation>
    </message>
</context>
<context>
    <name>HelpDialog</name>
    <message>
        <location filename="../../desktop/dialogs/help.py" line="59"/>
        <source>Rules and glossary</source>
        <translation>ルールと用語集</translation>
    </message>
    <message>
        <location filename="../../desktop/dialogs/help.py" line="63"/>
        <source>Search the rules and glossary</source>
        <translation>ルールと用語集を検索</translation>
    </message>
    <message>
        <location filename="../../desktop/dialogs/help.py" line="86"/>
        <source>Language:</source>
        <translation>言語：</translation>
    </message>
    <message>
        <location filename="../../desktop/dialogs/help.py" line="128"/>
        <source>{n} page(s) found</source>
        <translation>{n} ページが見つかりました</translation>
    </message>
    <message>
        <location filename="../../desktop/dialogs/help.py" line="141"/>
        <source>No page mentions “{text}”.</source>
        <translation>「{text}」を含むページはありません。</translation>
    </message>
</context>
<context>
    <name>IrokanmuriFittings</name>
    <message>
        <location filename="../../desktop/games/irokanmuri.py" line="282"/>
        <source>Memory aid: cards of each kind still out in the other hands</source>
        <translation>記憶補助：ほかの3人の手札に残っている札の枚数（種類ごと）</translation>
    </message>
    <message>
        <location filename="../../desktop/games/irokanmuri.py" line="286"/>
        <source>Memory aid: cards of each kind still in the other hands</source>
        <translation>記憶補助：ほかの3人の手札に残っている札の枚数（種類ごと）</translation>
    </message>
</context>
<context>
    <name>KnowledgeDialog</name>
    <message>
        <location filename="../../desktop/dialogs/review.py" line="196"/>
        <source>What the bots knew</source>
        <translation>ボットが知っていたこと</translation>
    </message>
    <message>
        <location filename="../../desktop/dialogs/review.py" line="215"/>
        <source>A bot decides from what its seat can see, like you. Pick one of its decisions to see what it knew at that moment.</source>
        <translation>ボットもあなたと同じく、自分の席から見えるものだけで判断します。判断を1つ選ぶと、その時点でボットに見えていたものを表示します。</translation>
    </message>
</context>
<context>
    <name>LogDialog</name>
    <message>
        <location filename="../../desktop/dialogs/log.py" line="25"/>
        <source>Table log</source>
        <translation>卓のログ</translation>
    </message>
    <message>
        <location filename="../../desktop/dialogs/log.py" line="29"/>
        <source>Everything the table said this deal</source>
        <translation>このディールで卓が伝えたことすべて</translation>
    </message>
    <message>
        <location filename="../../desktop/dialogs/log.py" line="31"/>
        <source>Copy</source>
        <translation>コピー</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../desktop/window/menus.py" line="112"/>
        <source>&amp;Game</source>
        <translation>ゲーム(&amp;G)</translation>
    </message>
    <message>
        <location filename="../../desktop/window/menus.py" line="121"/>
        <source>&amp;Edit</source>
        <translation>編集(&amp;E)</translation>
    </message>
    <message>
        <location filename="../../desktop/window/menus.py" line="125"/>
        <source>&amp;Settings</source>
        <translation>設定(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../desktop/window/menus.py" line="139"/>
        <source>&amp;Text size</source>
        <translation>文字の大きさ(&amp;T)</translation>
    </message>
    <message>
        <location filename="../../desktop/window/menus.py" line="144"/>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <location filename="../../desktop/window/menus.py" line="149"/>
        <source>&amp;New game</source>
        <translation>新しいゲーム(&amp;N)</translation>
    </message>
    <message>
        <location filename="../../desktop/window/menus.py" line="150"/>
        <source>Ne&amp;xt deal</source>
        <translation>次のディール(&amp;X)</translation>
    </message>
    <message>
        <location filename="../../desktop/window/menus.py" line="151"/>
        <source>&amp;Restart this deal</source>
        <translation>このディールをやり直す(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../desktop/window/menus.py" line="153"/>
        <source>&amp;Open record…</source>
        <translation>棋譜を開く(&amp;O)…</translation>
    </message>
    <message>
        <location filename="../../desktop/window/menus.py" line="154"/>
        <source>&amp;Save record…</source>
        <translation>棋譜を保存(&amp;S)…</translation>
    </message>
    <message>
        <location filename="../../desktop/window/menus.py" line="155"/>
        <source>&amp;Copy game record</source>
        <translation>棋譜をコピー(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../desktop/window/menus.py" line="156"/>
        <source>&amp;Paste game record</source>
        <translation>棋譜を貼り付けて再開(&amp;P)</translation>
    </message>
    <message>
        <location filename="../../desktop/window/menus.py" line="157"/>
        <source>Repla&amp;y this deal…</source>
        <translation>このディールを再生(&amp;Y)…</translation>
    </message>
    <message>
        <location filename="../../desktop/window/menus.py" line="158"/>
        <source>Replay a record &amp;file…</source>
        <translation>記録ファイルを再生(&amp;F)…</translation>
    </message>
    <message>
        <location filename="../../desktop/window/menus.py" line="161"/>
        <source>Replay the copied recor&amp;d</source>
        <translation>コピーした記録を再生(&amp;D)</translation>
    </message>
    <message>
        <location filename="../../desktop/window/menus.py" line="164"/>
        <source>Choose another &amp;game</source>
        <translation>別のゲームを選ぶ(&amp;G)</translation>
    </message>
    <message>
        <location filename="../../desktop/window/menus.py" line="167"/>
        <source>Table &amp;log…</source>
        <translation>卓のログ(&amp;L)…</translation>
    </message>
    <message>
        <location filename="../../desktop/window/menus.py" line="168"/>
        <source>St&amp;atistics…</source>
        <translation>統計(&amp;A)…</translation>
    </message>
    <message>
        <location filename="../../desktop/window/menus.py" line="169"/>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../../desktop/window/menus.py" line="170"/>
        <source>&amp;Undo</source>
        <translation>元に戻す(&amp;U)</translation>
    </message>
    <message>
        <location filename="../../desktop/window/menus.py" line="171"/>
        <source>&amp;Redo</source>
        <translation>やり直し(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../desktop/window/menus.py" line="172"/>
        <source>&amp;Hint</source>
        <translation>ヒント(&amp;H)</translation>
    </message>
    <message>
        <location filename="../../desktop/window/menus.py" line="176"/>
        <source>&amp;Learn this game (guided deal)</source>
        <translation>このゲームを学ぶ（ガイド付きディール）(&amp;L)</translation>
    </message>
    <message>
        <location filename="../../desktop/window/menus.py" line="179"/>
        <source>&amp;Rules and glossary</source>
        <translation>ルールと用語集(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../desktop/window/menus.py" line="180"/>
        <source>&amp;About Torite</source>
        <translation>Torite について(&amp;A)</translation>
    </message>
    <message>
        <location filename="../../desktop/window/menus.py" line="181"/>
        <source>&amp;Four-colour suits (♣ green, ♦ blue)</source>
        <translation>4色のマーク(&amp;F)（♣ 緑、♦ 青）</translation>
    </message>
    <message>
        <location filename="../../desktop/window/menus.py" line="184"/>
        <source>Show &amp;kind labels on reading cards</source>
        <translation>読み札に種類の名前を表示(&amp;K)</translation>
    </message>
    <message>
        <location filename="../../desktop/window/menus.py" line="187"/>
        <source>&amp;Memory aid (practice): keep the count a careful player keeps</source>
        <translation>記憶補助（練習用）：注意深いプレイヤーが数えている枚数を表示(&amp;M)</translation>
    </message>
    <message>
        <location filename="../../desktop/window/menus.py" line="190"/>
        <source>Outline the &amp;playable pieces (practice, this game)</source>
        <translation>出せる札を枠で示す（練習用・このゲーム）(&amp;P)</translation>
    </message>
    <message>
        <location filename="../../desktop/window/menus.py" line="193"/>
        <source>&amp;Check my play as I go (practice, this game)</source>
        <translation>打つたびに手を評価(&amp;C)（練習用・このゲーム）</translation>
    </message>
    <message>
        <location filename="../../desktop/window/menus.py" line="196"/>
        <source>&amp;Reduce motion (pieces jump, no sliding)</source>
        <translation>動きを減らす（札が滑らずに移る）(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../desktop/window/menus.py" line="207"/>
        <source>Off</source>
        <translation>なし</translation>
    </message>
    <message>
        <location filename="../../desktop/window/menus.py" line="208"/>
        <source>Fast</source>
        <translation>速い</translation>
    </message>
    <message>
        <location filename="../../desktop/window/menus.py" line="209"/>
        <location filename="../../desktop/window/menus.py" line="222"/>
        <source>Normal</source>
        <translation>ふつう</translation>
    </message>
    <message>
        <location filename="../../desktop/window/menus.py" line="210"/>
        <source>Slow</source>
        <translation>ゆっくり</translation>
    </message>
    <message>
        <location filename="../../desktop/window/menus.py" line="215"/>
        <source>None</source>
        <translation>なし</translation>
    </message>
    <message>
        <location filename="../../desktop/window/menus.py" line="216"/>
        <source>Short</source>
        <translation>短い</translation>
    </message>
    <message>
        <location filename="../../desktop/window/menus.py" line="217"/>
        <source>Long</source>
        <translation>長い</translation>
    </message>
    <message>
        <location filename="../../desktop/window/menus.py" line="223"/>
        <source>Large</source>
        <translation>大</translation>
    </message>
    <message>
        <location filename="../../desktop/window/menus.py" line="224"/>
        <source>Larger</source>
        <translation>特大</translation>
    </message>
    <message>
        <location filename="../../desktop/window/options.py" line="41"/>
        <source>New game: {game}</source>
        <translation>新しいゲーム：{game}</translation>
    </message>
    <message>
        <location filename="../../desktop/window/saving.py" line="114"/>
        <source>Leave this game?</source>
        <translation>このゲームをやめますか？</translation>
    </message>
    <message>
        <location filename="../../desktop/window/saving.py" line="115"/>
        <source>The deal or match on the table will be given up. Go on?</source>
        <translation>いま遊んでいるディールやマッチは放棄されます。続けますか？</translation>
    </message>
    <message>
        <location filename="../../desktop/window/saving.py" line="92"/>
        <source>Data folder</source>
        <translation>データフォルダー</translation>
    </message>
    <message>
        <location filename="../../desktop/window/notices.py" line="120"/>
        <source>Torite could not make sure it runs only once with its data folder ({problem}). If you start it a second time, the two windows may write over each other&apos;s saved game.</source>
        <translation>Torite がデータフォルダーを 1 つのウィンドウだけで使うように確保できませんでした（{problem}）。もう一度起動すると、2 つのウィンドウが互いの保存ゲームを上書きするおそれがあります。</translation>
    </message>
    <message>
        <location filename="../../desktop/window/main_window.py" line="296"/>
        <source>Cannot start the deal</source>
        <translation>ディールを始められません</translation>
    </message>
    <message>
        <location filename="../../desktop/window/main_window.py" line="324"/>
        <source>Cannot start the tutorial</source>
        <translation>ガイド付きディールを始められません</translation>
    </message>
    <message>
        <location filename="../../desktop/window/main_window.py" line="365"/>
        <source>{game} is kept: choose it again to go on where you left it.</source>
        <translation>{game} は保存してあります。もう一度選ぶと、中断したところから続けられます。</translation>
    </message>
    <message>
        <location filename="../../desktop/window/main_window.py" line="374"/>
        <source>Practise this deal?</source>
        <translation>このディールを練習にしますか？</translation>
    </message>
    <message>
        <location filename="../../desktop/window/main_window.py" line="376"/>
        <source>You have seen cards since then. Going back makes this deal practice: it will not count in your statistics. Go back?</source>
        <translation>その後に見えたカードがあります。戻るとこのディールは練習になり、成績には数えません。戻りますか？</translation>
    </message>
    <message>
        <location filename="../../desktop/window/main_window.py" line="268"/>
        <source>Play deal number</source>
        <translation>ディール番号</translation>
    </message>
    <message>
        <location filename="../../desktop/window/main_window.py" line="269"/>
        <source>Deal number (the same number gives the same deal):</source>
        <translation>ディール番号（同じ番号なら同じ配り方になります）：</translation>
    </message>
    <message>
        <location filename="../../desktop/window/deal_end.py" line="150"/>
        <source>No deal of this game has finished yet.</source>
        <translation>このゲームはまだ1回も終わっていません。</translation>
    </message>
    <message>
        <location filename="../../desktop/window/notices.py" line="98"/>
        <source>The statistics file could not be read ({error}); it was kept as {path} and a new one was started.</source>
        <translation>統計ファイルを読み込めませんでした（{error}）。ファイルは {path} として残し、新しい統計ファイルを作りました。</translation>
    </message>
    <message>
        <location filename="../../desktop/window/notices.py" line="104"/>
        <source>The statistics file could not be read ({error}) nor moved aside; statistics are off.</source>
        <translation>統計ファイルを読み込めず（{error}）、別の名前で残すこともできませんでした。統計は記録されません。</translation>
    </message>
    <message>
        <location filename="../../desktop/window/notices.py" line="109"/>
        <source>The statistics file {path} was written by a newer version of Torite; statistics are off and the file is left as it is.</source>
        <translation>統計ファイル {path} は新しいバージョンの Torite で書かれています。統計は記録せず、ファイルはそのままにします。</translation>
    </message>
    <message>
        <location filename="../../desktop/window/notices.py" line="114"/>
        <source>Statistics are off: {path} cannot be written ({error}).</source>
        <translation>統計は記録されません：{path} に書き込めません（{error}）。</translation>
    </message>
    <message>
        <location filename="../../desktop/window/deal_end.py" line="54"/>
        <location filename="../../desktop/window/statistics.py" line="51"/>
        <source>Statistics</source>
        <translation>統計</translation>
    </message>
    <message>
        <location filename="../../desktop/window/deal_end.py" line="51"/>
        <source>The finished deal could not be added to the statistics: {error}</source>
        <translation>終わったディールを統計に記録できませんでした：{error}</translation>
    </message>
    <message>
        <location filename="../../desktop/window/status.py" line="68"/>
        <source>This session: played {deals}, won {wins}, total score {total:+d}</source>
        <translation>今回の成績：{deals} 回プレイ、{wins} 勝、合計得点 {total:+d}</translation>
    </message>
    <message>
        <location filename="../../desktop/window/notices.py" line="72"/>
        <source>The damaged saved game {path} could not be moved out of the way, so it is kept as it is. Saving is off until you move or remove that file.</source>
        <translation>壊れた保存ゲーム {path} を別の場所に移せなかったため、そのまま残してあります。このファイルを移動するか削除するまで、自動保存は行いません。</translation>
    </message>
    <message>
        <location filename="../../desktop/window/notices.py" line="84"/>
        <source>The saved game could not be resumed ({error}); it was kept as {path}.</source>
        <translation>保存されたゲームを再開できませんでした（{error}）。ファイルは {path} として残してあります。</translation>
    </message>
    <message>
        <location filename="../../desktop/window/notices.py" line="88"/>
        <source>The saved game could not be resumed ({error}) nor moved aside ({reason}); it is kept as it is, and saving is off until you move or remove it.</source>
        <translation>保存されたゲームを再開できず（{error}）、別の場所に移すこともできませんでした（{reason}）。ファイルはそのまま残してあります。移動するか削除するまで、自動保存は行いません。</translation>
    </message>
    <message>
        <location filename="../../desktop/window/records.py" line="56"/>
        <source>Save game record</source>
        <translation>棋譜を保存</translation>
    </message>
    <message>
        <location filename="../../desktop/window/records.py" line="58"/>
        <location filename="../../desktop/window/records.py" line="83"/>
        <source>Game records (*.json)</source>
        <translation>棋譜ファイル (*.json)</translation>
    </message>
    <message>
        <location filename="../../desktop/window/records.py" line="66"/>
        <source>Could not save</source>
        <translation>保存できませんでした</translation>
    </message>
    <message>
        <location filename="../../desktop/window/records.py" line="71"/>
        <source>Open game record</source>
        <translation>棋譜を開く</translation>
    </message>
    <message>
        <location filename="../../desktop/window/records.py" line="128"/>
        <source>Replay game record</source>
        <translation>ゲーム記録を再生</translation>
    </message>
    <message>
        <location filename="../../desktop/window/records.py" line="176"/>
        <source>Cannot replay this record</source>
        <translation>この記録は再生できません</translation>
    </message>
    <message>
        <location filename="../../desktop/window/records.py" line="188"/>
        <source>Cannot open this record</source>
        <translation>この棋譜は開けません</translation>
    </message>
    <message>
        <location filename="../../desktop/window/help_menu.py" line="52"/>
        <source>Torite — trick-taking card and tile games, played offline.</source>
        <translation>Torite ― オフラインで遊ぶトリックテイキングのカードゲームと牌のゲーム集です。</translation>
    </message>
    <message>
        <location filename="../../desktop/window/status.py" line="30"/>
        <source>practice</source>
        <translation>練習</translation>
    </message>
    <message>
        <location filename="../../desktop/window/records.py" line="96"/>
        <source>Game record copied to the clipboard.</source>
        <translation>棋譜をクリップボードにコピーしました。</translation>
    </message>
    <message>
        <location filename="../../desktop/window/help_menu.py" line="21"/>
        <source>Torite is free software under the GNU General Public License, version 3 or later (GPL-3.0-or-later): you may share and change it under its terms. It comes with no warranty. Bundled: Qt and Qt for Python (GNU LGPL 3), Noto Sans JP (SIL Open Font License 1.1).</source>
        <translation>Torite は GNU 一般公衆利用許諾書（GPL）バージョン 3 以降（GPL-3.0-or-later）のもとで配布されるフリーソフトウェアです。その条件に従って、共有や改変ができます。無保証です。同梱：Qt と Qt for Python（GNU LGPL 3）、Noto Sans JP（SIL Open Font License 1.1）。</translation>
    </message>
    <message>
        <location filename="../../desktop/window/menus.py" line="126"/>
        <source>&amp;Animation speed</source>
        <translation>アニメーションの速さ(&amp;A)</translation>
    </message>
    <message>
        <location filename="../../desktop/window/menus.py" line="130"/>
        <source>&amp;Pause after a trick</source>
        <translation>トリック後の間(&amp;P)</translation>
    </message>
    <message>
        <location filename="../../desktop/window/menus.py" line="152"/>
        <source>Play deal n&amp;umber…</source>
        <translation>番号でディールを遊ぶ(&amp;U)…</translation>
    </message>
    <message>
        <location filename="../../desktop/window/menus.py" line="165"/>
        <source>Game opt&amp;ions…</source>
        <translation>ゲームのオプション(&amp;I)…</translation>
    </message>
    <message>
        <location filename="../../desktop/window/menus.py" line="166"/>
        <source>Score shee&amp;t…</source>
        <translation>得点表(&amp;T)…</translation>
    </message>
    <message>
        <location filename="../../desktop/window/menus.py" line="173"/>
        <source>&amp;What the computer players did (and why, after the deal)</source>
        <translation>コンピューターの手（ディール後は理由も）(&amp;W)</translation>
    </message>
    <message>
        <location filename="../../desktop/window/status.py" line="62"/>
        <source>Match after {n} {deals}: {totals}</source>
        <translation>マッチ（{n} {deals}終了）：{totals}</translation>
    </message>
    <message>
        <location filename="../../desktop/window/saving.py" line="49"/>
        <source>Could not autosave</source>
        <translation>自動保存できませんでした</translation>
    </message>
    <message>
        <location filename="../../desktop/window/notices.py" line="77"/>
        <source>The game could not be saved for the next start: {error}</source>
        <translation>次回の起動のためにゲームを保存できませんでした：{error}</translation>
    </message>
    <message>
        <location filename="../../desktop/window/saving.py" line="79"/>
        <source>Resumed the game you left.</source>
        <translation>前回のゲームを再開しました。</translation>
    </message>
    <message>
        <location filename="../../desktop/window/saving.py" line="85"/>
        <source>Saved game</source>
        <translation>保存されたゲーム</translation>
    </message>
    <message>
        <location filename="../../desktop/window/records.py" line="197"/>
        <source>This version of Torite has no table for the game {game}.</source>
        <translation>このバージョンの Torite にはゲーム {game} の卓がありません。</translation>
    </message>
    <message>
        <location filename="../../desktop/window/help_menu.py" line="59"/>
        <source>About Torite</source>
        <translation>Torite について</translation>
    </message>
    <message>
        <location filename="../../desktop/window/help_menu.py" line="49"/>
        <source>Torite {version}</source>
        <translation>Torite {version}</translation>
    </message>
    <message>
        <location filename="../../desktop/window/status.py" line="42"/>
        <source>Fingerprint {code}</source>
        <translation>フィンガープリント {code}</translation>
    </message>
    <message>
        <location filename="../../desktop/window/status.py" line="44"/>
        <source>This deal&apos;s fingerprint, fixed before its first move. Once the deal is over, its saved record shows that the cards were never changed (Help ▸ Rules and glossary, computer players).</source>
        <translation>このディールのフィンガープリントです。最初の手の前に決まっています。ディールが終わったら、保存した棋譜でカードが一度も変えられていないことを確かめられます（ヘルプ ▸ ルールと用語集、コンピューターの相手）。</translation>
    </message>
    <message>
        <location filename="../../desktop/window/status.py" line="24"/>
        <source>guided deal</source>
        <translation>ガイド付きディール</translation>
    </message>
    <message>
        <location filename="../../desktop/window/status.py" line="26"/>
        <source>deal {n}</source>
        <translation>ディール {n}</translation>
    </message>
</context>
<context>
    <name>OptionsDialog</name>
    <message>
        <location filename="../../desktop/dialogs/options.py" line="45"/>
        <source>Options: {game}</source>
        <translation>オプション：{game}</translation>
    </message>
    <message>
        <location filename="../../desktop/dialogs/options.py" line="78"/>
        <source>Variant</source>
        <translation>遊び方</translation>
    </message>
    <message>
        <location filename="../../desktop/dialogs/options.py" line="84"/>
        <source>This game has no options.</source>
        <translation>このゲームにはオプションがありません。</translation>
    </message>
    <message>
        <location filename="../../desktop/dialogs/options.py" line="94"/>
        <source>The options apply from the next new game.</source>
        <translation>オプションは次の新しいゲームから有効になります。</translation>
    </message>
    <message>
        <location filename="../../desktop/dialogs/options.py" line="104"/>
        <source>Easy (forgets cards, slips now and then)</source>
        <translation>やさしい（出たカードを忘れ、ときどきミスする）</translation>
    </message>
    <message>
        <location filename="../../desktop/dialogs/options.py" line="105"/>
        <source>Normal (looks ahead briefly)</source>
        <translation>ふつう（少し先を読む）</translation>
    </message>
    <message>
        <location filename="../../desktop/dialogs/options.py" line="106"/>
        <source>Strong (reads the others&apos; play, about a second)</source>
        <translation>強い（ほかの人の手を読む、1手に約1秒）</translation>
    </message>
    <message>
        <location filename="../../desktop/dialogs/options.py" line="107"/>
        <source>Expert (weighs the most, up to two seconds)</source>
        <translation>エキスパート（最も多くを検討、1手に最大約2秒）</translation>
    </message>
    <message>
        <location filename="../../desktop/dialogs/options.py" line="161"/>
        <source>Bot {seat} (partner)</source>
        <translation>ボット {seat}（パートナー）</translation>
    </message>
    <message>
        <location filename="../../desktop/dialogs/options.py" line="163"/>
        <source>Bot {seat} (opponent)</source>
        <translation>ボット {seat}（相手）</translation>
    </message>
</context>
<context>
    <name>ReplayViewer</name>
    <message>
        <location filename="../../desktop/replay/viewer.py" line="166"/>
        <source>Replay: {game}</source>
        <translation>再生：{game}</translation>
    </message>
    <message>
        <location filename="../../desktop/replay/viewer.py" line="167"/>
        <source>&amp;Show:</source>
        <translation>表示(&amp;S)：</translation>
    </message>
    <message>
        <location filename="../../desktop/replay/viewer.py" line="174"/>
        <source>Your view</source>
        <translation>あなたの視点</translation>
    </message>
    <message>
        <location filename="../../desktop/replay/viewer.py" line="176"/>
        <source>View of {who}</source>
        <translation>{who}の視点</translation>
    </message>
    <message>
        <location filename="../../desktop/replay/viewer.py" line="178"/>
        <source>Every hand open</source>
        <translation>全員の手札を公開</translation>
    </message>
    <message>
        <location filename="../../desktop/replay/viewer.py" line="181"/>
        <source>Whose view the replay shows</source>
        <translation>再生で見せる視点</translation>
    </message>
    <message>
        <location filename="../../desktop/replay/viewer.py" line="182"/>
        <source>Moves of the deal</source>
        <translation>このディールの手順</translation>
    </message>
    <message>
        <location filename="../../desktop/replay/viewer.py" line="184"/>
        <source>The deal as dealt (Home)</source>
        <translation>配られた直後（Home）</translation>
    </message>
    <message>
        <location filename="../../desktop/replay/viewer.py" line="185"/>
        <source>The trick before (Page Up)</source>
        <translation>前のトリック（Page Up）</translation>
    </message>
    <message>
        <location filename="../../desktop/replay/viewer.py" line="186"/>
        <source>One move back (←)</source>
        <translation>一手戻る（←）</translation>
    </message>
    <message>
        <location filename="../../desktop/replay/viewer.py" line="187"/>
        <source>One move on (→)</source>
        <translation>一手進む（→）</translation>
    </message>
    <message>
        <location filename="../../desktop/replay/viewer.py" line="188"/>
        <source>The next trick (Page Down)</source>
        <translation>次のトリック（Page Down）</translation>
    </message>
    <message>
        <location filename="../../desktop/replay/viewer.py" line="189"/>
        <source>The last move (End)</source>
        <translation>最後の手（End）</translation>
    </message>
    <message>
        <location filename="../../desktop/replay/viewer.py" line="210"/>
        <source>Dealt</source>
        <translation>配札</translation>
    </message>
    <message>
        <location filename="../../desktop/replay/viewer.py" line="242"/>
        <source>{grade}: the review&apos;s best was {best} ({loss}).</source>
        <translation>{grade}：検討での最善は {best}（{loss}）。</translation>
    </message>
    <message>
        <location filename="../../desktop/replay/viewer.py" line="310"/>
        <source>Move {n} of {total}</source>
        <translation>{total} 手中 {n} 手目</translation>
    </message>
    <message>
        <location filename="../../desktop/replay/viewer.py" line="312"/>
        <source>As dealt ({total} moves)</source>
        <translation>配られた直後（全 {total} 手）</translation>
    </message>
</context>
<context>
    <name>ReviewDialog</name>
    <message>
        <location filename="../../desktop/dialogs/review.py" line="68"/>
        <source>Review of your play</source>
        <translation>プレイの振り返り</translation>
    </message>
    <message>
        <location filename="../../desktop/dialogs/review.py" line="81"/>
        <source>Hand</source>
        <translation>席</translation>
    </message>
    <message>
        <location filename="../../desktop/dialogs/review.py" line="81"/>
        <source>Your choice</source>
        <translation>あなたの選択</translation>
    </message>
    <message>
        <location filename="../../desktop/dialogs/review.py" line="81"/>
        <source>Best</source>
        <translation>最善</translation>
    </message>
    <message>
        <location filename="../../desktop/dialogs/review.py" line="81"/>
        <source>Loss</source>
        <translation>損失</translation>
    </message>
    <message>
        <location filename="../../desktop/dialogs/review.py" line="124"/>
        <source>The strong bot is weighing decision {i} of {n}…</source>
        <translation>強いボットが {n} 手中 {i} 手目を検討しています…</translation>
    </message>
    <message>
        <location filename="../../desktop/dialogs/review.py" line="145"/>
        <source>(no real choice)</source>
        <translation>（実質的な選択なし）</translation>
    </message>
    <message>
        <location filename="../../desktop/dialogs/review.py" line="159"/>
        <source>The review stopped: {error}</source>
        <translation>振り返りが中断しました：{error}</translation>
    </message>
    <message>
        <location filename="../../desktop/dialogs/review.py" line="164"/>
        <source>There was no decision to review in this deal.</source>
        <translation>このディールには振り返る判断がありませんでした。</translation>
    </message>
    <message>
        <location filename="../../desktop/dialogs/review.py" line="168"/>
        <source>Decisions weighed: {n} — best {best}, good {good}, inaccurate {inaccuracy}, mistakes {mistake}. The bot that gives your hints played each choice out over up to {worlds} ways the pieces you could not see might lie.</source>
        <translation>評価した判断：{n} ― 最善 {best}、好手 {good}、不正確 {inaccuracy}、悪手 {mistake}。ヒントを出すボットが、見えていなかったカードや牌の並びを最大 {worlds} 通り試して、それぞれの選択を最後まで進めました。</translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <location filename="../../desktop/dialogs/statistics.py" line="345"/>
        <source>Deal {n}</source>
        <translation>第{n}ディール</translation>
    </message>
    <message>
        <location filename="../../desktop/dialogs/statistics.py" line="438"/>
        <source>Score per deal</source>
        <translation>ディールごとの得点</translation>
    </message>
    <message>
        <location filename="../../desktop/dialogs/statistics.py" line="440"/>
        <source>Average of each {n} deals</source>
        <translation>{n} ディールごとの平均得点</translation>
    </message>
    <message>
        <location filename="../../desktop/dialogs/statistics.py" line="444"/>
        <source>Running average</source>
        <translation>累積平均</translation>
    </message>
    <message>
        <location filename="../../desktop/dialogs/statistics.py" line="451"/>
        <source>Deals: {n}</source>
        <translation>ディール数：{n}</translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <location filename="../../desktop/dialogs/score_sheet.py" line="159"/>
        <source>How the {deal} went</source>
        <translation>{deal}の経過</translation>
    </message>
    <message>
        <location filename="../../desktop/dialogs/score_sheet.py" line="168"/>
        <source>Played before this match was resumed from a saved deal: only their totals were kept.</source>
        <translation>保存したディールからマッチを再開する前のディールです。合計点だけが残っています。</translation>
    </message>
    <message>
        <location filename="../../desktop/dialogs/score_sheet.py" line="174"/>
        <source>(void)</source>
        <translation>（無効）</translation>
    </message>
    <message>
        <location filename="../../desktop/dialogs/score_sheet.py" line="180"/>
        <source>Total</source>
        <translation>合計</translation>
    </message>
</context>
<context>
    <name>ScoreSheetDialog</name>
    <message>
        <location filename="../../desktop/dialogs/score_sheet.py" line="273"/>
        <source>Score sheet</source>
        <translation>得点表</translation>
    </message>
</context>
<context>
    <name>SignRow</name>
    <message>
        <location filename="../../desktop/games/truco.py" line="179"/>
        <source>Strong</source>
        <translation>強い</translation>
    </message>
    <message>
        <location filename="../../desktop/games/truco.py" line="180"/>
        <source>Your best card should take the trick: three times in five or more.</source>
        <translation>いちばん強いカードでトリックを取れる見込みが高い（5回に3回以上）。</translation>
    </message>
    <message>
        <location filename="../../desktop/games/truco.py" line="183"/>
        <source>Fair</source>
        <translation>まずまず</translation>
    </message>
    <message>
        <location filename="../../desktop/games/truco.py" line="185"/>
        <source>Your best card has a fair chance to take the trick: one time in three or more.</source>
        <translation>いちばん強いカードでトリックを取れる見込みがそこそこある（3回に1回以上）。</translation>
    </message>
    <message>
        <location filename="../../desktop/games/truco.py" line="189"/>
        <source>Weak</source>
        <translation>弱い</translation>
    </message>
    <message>
        <location filename="../../desktop/games/truco.py" line="190"/>
        <source>Your best card will rarely take the trick: less than one time in three.</source>
        <translation>いちばん強いカードでトリックを取れる見込みは低い（3回に1回未満）。</translation>
    </message>
    <message>
        <location filename="../../desktop/games/truco.py" line="195"/>
        <source>Sign to partner (S):</source>
        <translation>パートナーへの合図 (S)：</translation>
    </message>
    <message>
        <location filename="../../desktop/games/truco.py" line="200"/>
        <source>Sign to your partner: {sign}</source>
        <translation>パートナーへの合図：{sign}</translation>
    </message>
    <message>
        <location filename="../../desktop/games/truco.py" line="232"/>
        <source>You show your partner no sign now.</source>
        <translation>いまはパートナーに合図を出していません。</translation>
    </message>
    <message>
        <location filename="../../desktop/games/truco.py" line="235"/>
        <source>You sign to your partner: {sign}.</source>
        <translation>パートナーに合図しました：{sign}。</translation>
    </message>
</context>
<context>
    <name>SolverAnswer</name>
    <message>
        <location filename="../../desktop/dialogs/solver.py" line="34"/>
        <source>Solving… (up to {n} seconds)</source>
        <translation>解析中…（最大 {n} 秒）</translation>
    </message>
    <message>
        <location filename="../../desktop/dialogs/solver.py" line="45"/>
        <source>Best line: {line}</source>
        <translation>最善手順：{line}</translation>
    </message>
    <message>
        <location filename="../../desktop/dialogs/solver.py" line="61"/>
        <source>Unknown: the solver could not settle it in {n} seconds.</source>
        <translation>不明：{n} 秒以内に解析が終わりませんでした。</translation>
    </message>
    <message>
        <location filename="../../desktop/dialogs/solver.py" line="65"/>
        <source>Yes, it could be won (time ran out before the best score).</source>
        <translation>はい、勝てる配りでした（最高得点を求める前に時間切れになりました）。</translation>
    </message>
    <message>
        <location filename="../../desktop/dialogs/solver.py" line="67"/>
        <source>Yes. Perfect play wins with a score of {score:+d}.</source>
        <translation>はい。最善に進めれば得点 {score:+d} で勝てました。</translation>
    </message>
    <message>
        <location filename="../../desktop/dialogs/solver.py" line="69"/>
        <source>(A higher score may exist: time ran out.)</source>
        <translation>（時間切れのため、さらに高い得点があるかもしれません。）</translation>
    </message>
    <message>
        <location filename="../../desktop/dialogs/solver.py" line="72"/>
        <source>No. Even with every card known, the deal cannot be won.</source>
        <translation>いいえ。すべてのカードが分かっていても、この配りでは勝てません。</translation>
    </message>
    <message>
        <location filename="../../desktop/dialogs/solver.py" line="73"/>
        <source>No. Even perfect play loses; the best score is {score:+d}.</source>
        <translation>いいえ。最善に進めても負けです。最高の得点は {score:+d} です。</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <location filename="../../desktop/dialogs/statistics.py" line="522"/>
        <location filename="../../desktop/dialogs/statistics.py" line="1094"/>
        <source>Statistics</source>
        <translation>統計</translation>
    </message>
    <message>
        <location filename="../../desktop/dialogs/statistics.py" line="541"/>
        <source>&amp;Game:</source>
        <translation>ゲーム(&amp;G)：</translation>
    </message>
    <message>
        <location filename="../../desktop/dialogs/statistics.py" line="543"/>
        <source>&amp;Variant:</source>
        <translation>遊び方(&amp;V)：</translation>
    </message>
    <message>
        <location filename="../../desktop/dialogs/statistics.py" line="559"/>
        <source>Score over time</source>
        <translation>得点の推移</translation>
    </message>
    <message>
        <location filename="../../desktop/dialogs/statistics.py" line="755"/>
        <source>No deals yet.</source>
        <translation>まだディールがありません。</translation>
    </message>
    <message>
        <location filename="../../desktop/dialogs/statistics.py" line="561"/>
        <source>Win rate by opponent level</source>
        <translation>対戦相手のレベル別の勝率</translation>
    </message>
    <message>
        <location filename="../../desktop/dialogs/statistics.py" line="574"/>
        <source>&amp;Play this deal again</source>
        <translation>このディールをもう一度遊ぶ(&amp;P)</translation>
    </message>
    <message>
        <location filename="../../desktop/dialogs/statistics.py" line="576"/>
        <source>Repla&amp;y this deal…</source>
        <translation>このディールを再生(&amp;Y)…</translation>
    </message>
    <message>
        <location filename="../../desktop/dialogs/statistics.py" line="577"/>
        <source>Replay this deal</source>
        <translation>このディールを再生</translation>
    </message>
    <message>
        <location filename="../../desktop/dialogs/statistics.py" line="588"/>
        <source>&amp;Summary</source>
        <translation>概要(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../desktop/dialogs/statistics.py" line="589"/>
        <source>&amp;Charts</source>
        <translation>グラフ(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../desktop/dialogs/statistics.py" line="590"/>
        <source>&amp;Match history</source>
        <translation>マッチ履歴(&amp;M)</translation>
    </message>
    <message>
        <location filename="../../desktop/dialogs/statistics.py" line="591"/>
        <source>&amp;Deals</source>
        <translation>ディール(&amp;D)</translation>
    </message>
    <message>
        <location filename="../../desktop/dialogs/statistics.py" line="595"/>
        <source>&amp;Export as CSV…</source>
        <translation>CSVに書き出す(&amp;E)…</translation>
    </message>
    <message>
        <location filename="../../desktop/dialogs/statistics.py" line="676"/>
        <source>All variants</source>
        <translation>すべての遊び方</translation>
    </message>
    <message>
        <location filename="../../desktop/dialogs/statistics.py" line="685"/>
        <source>&amp;Reset {game}…</source>
        <translation>{game}の統計をリセット(&amp;R)…</translation>
    </message>
    <message>
        <location filename="../../desktop/dialogs/statistics.py" line="694"/>
        <source>Easy</source>
        <translation>やさしい</translation>
    </message>
    <message>
        <location filename="../../desktop/dialogs/statistics.py" line="695"/>
        <source>Normal</source>
        <translation>ふつう</translation>
    </message>
    <message>
        <location filename="../../desktop/dialogs/statistics.py" line="696"/>
        <source>Strong</source>
        <translation>強い</translation>
    </message>
    <message>
        <location filename="../../desktop/dialogs/statistics.py" line="697"/>
        <source>Expert</source>
        <translation>エキスパート</translation>
    </message>
    <message>
        <location filename="../../desktop/dialogs/statistics.py" line="698"/>
        <source>Mixed levels</source>
        <translation>レベル混在</translation>
    </message>
    <message>
        <location filename="../../desktop/dialogs/statistics.py" line="699"/>
        <source>No computer players</source>
        <translation>ボットなし</translation>
    </message>
    <message>
        <location filename="../../desktop/dialogs/statistics.py" line="706"/>
        <source>, </source>
        <comment>between the items of a list</comment>
        <translation>、</translation>
    </message>
    <message>
        <location filename="../../desktop/dialogs/statistics.py" line="710"/>
        <source>Drawn</source>
        <translation>引き分け</translation>
    </message>
    <message>
        <location filename="../../desktop/dialogs/statistics.py" line="712"/>
        <location filename="../../desktop/dialogs/statistics.py" line="812"/>
        <source>Won</source>
        <translation>勝ち</translation>
    </message>
    <message>
        <location filename="../../desktop/dialogs/statistics.py" line="714"/>
        <source>Place {place} of {sides}</source>
        <translation>{sides}人中{place}位</translation>
    </message>
    <message>
        <location filename="../../desktop/dialogs/statistics.py" line="715"/>
        <source>Lost</source>
        <translation>負け</translation>
    </message>
    <message>
        <location filename="../../desktop/dialogs/statistics.py" line="759"/>
        <source>No deals against computer players.</source>
        <translation>ボットと対戦したディールはありません。</translation>
    </message>
    <message>
        <location filename="../../desktop/dialogs/statistics.py" line="804"/>
        <source>All deals</source>
        <translation>すべてのディール</translation>
    </message>
    <message>
        <location filename="../../desktop/dialogs/statistics.py" line="810"/>
        <source>Opponent level</source>
        <translation>対戦相手のレベル</translation>
    </message>
    <message>
        <location filename="../../desktop/dialogs/statistics.py" line="811"/>
        <location filename="../../desktop/dialogs/statistics.py" line="870"/>
        <source>Deals</source>
        <translation>ディール数</translation>
    </message>
    <message>
        <location filename="../../desktop/dialogs/statistics.py" line="813"/>
        <source>Win rate</source>
        <translation>勝率</translation>
    </message>
    <message>
        <location filename="../../desktop/dialogs/statistics.py" line="814"/>
        <source>Streak</source>
        <translation>連勝中</translation>
    </message>
    <message>
        <location filename="../../desktop/dialogs/statistics.py" line="815"/>
        <source>Best streak</source>
        <translation>最多連勝</translation>
    </message>
    <message>
        <location filename="../../desktop/dialogs/statistics.py" line="816"/>
        <source>Best score</source>
        <translation>最高得点</translation>
    </message>
    <message>
        <location filename="../../desktop/dialogs/statistics.py" line="817"/>
        <source>Average score</source>
        <translation>平均得点</translation>
    </message>
    <message>
        <location filename="../../desktop/dialogs/statistics.py" line="820"/>
        <source>Average place</source>
        <translation>平均順位</translation>
    </message>
    <message>
        <location filename="../../desktop/dialogs/statistics.py" line="852"/>
        <location filename="../../desktop/dialogs/statistics.py" line="859"/>
        <source>Matches finished: {played}, won: {won} ({rate})</source>
        <translation>終了したマッチ：{played}&#x3000;勝ち：{won}（{rate}）</translation>
    </message>
    <message>
        <location filename="../../desktop/dialogs/statistics.py" line="867"/>
        <location filename="../../desktop/dialogs/statistics.py" line="895"/>
        <source>Date</source>
        <translation>日時</translation>
    </message>
    <message>
        <location filename="../../desktop/dialogs/statistics.py" line="868"/>
        <location filename="../../desktop/dialogs/statistics.py" line="896"/>
        <source>Variant</source>
        <translation>遊び方</translation>
    </message>
    <message>
        <location filename="../../desktop/dialogs/statistics.py" line="869"/>
        <location filename="../../desktop/dialogs/statistics.py" line="897"/>
        <source>Opponent levels</source>
        <translation>対戦相手のレベル</translation>
    </message>
    <message>
        <location filename="../../desktop/dialogs/statistics.py" line="871"/>
        <location filename="../../desktop/dialogs/statistics.py" line="899"/>
        <source>Result</source>
        <translation>結果</translation>
    </message>
    <message>
        <location filename="../../desktop/dialogs/statistics.py" line="872"/>
        <source>Your total</source>
        <translation>あなたの合計</translation>
    </message>
    <message>
        <location filename="../../desktop/dialogs/statistics.py" line="873"/>
        <source>Final totals</source>
        <translation>最終得点</translation>
    </message>
    <message>
        <location filename="../../desktop/dialogs/statistics.py" line="898"/>
        <source>Deal number</source>
        <translation>ディール番号</translation>
    </message>
    <message>
        <location filename="../../desktop/dialogs/statistics.py" line="900"/>
        <source>Score</source>
        <translation>得点</translation>
    </message>
    <message>
        <location filename="../../desktop/dialogs/statistics.py" line="901"/>
        <source>Fingerprint</source>
        <translation>フィンガープリント</translation>
    </message>
    <message>
        <location filename="../../desktop/dialogs/statistics.py" line="915"/>
        <source>Double-click or press Enter to play it again</source>
        <translation>ダブルクリックか Enter でもう一度遊べます</translation>
    </message>
    <message>
        <location filename="../../desktop/dialogs/statistics.py" line="929"/>
        <source>Step through this deal as it was played, in the replay viewer</source>
        <translation>このディールを打たれたとおり、再生ビューアで一手ずつたどります</translation>
    </message>
    <message>
        <location filename="../../desktop/dialogs/statistics.py" line="931"/>
        <source>Choose a deal in the list to replay it</source>
        <translation>再生するディールを一覧から選んでください</translation>
    </message>
    <message>
        <location filename="../../desktop/dialogs/statistics.py" line="934"/>
        <source>This deal was booked before Torite kept the record of each deal: it cannot be replayed</source>
        <translation>このディールは、Torite が各ディールのゲーム記録を残すようになる前のものなので、再生できません</translation>
    </message>
    <message>
        <location filename="../../desktop/dialogs/statistics.py" line="965"/>
        <source>Could not read the record of this deal: {error}</source>
        <translation>このディールのゲーム記録を読み込めませんでした：{error}</translation>
    </message>
    <message>
        <location filename="../../desktop/dialogs/statistics.py" line="980"/>
        <source>Reset statistics</source>
        <translation>統計のリセット</translation>
    </message>
    <message>
        <location filename="../../desktop/dialogs/statistics.py" line="981"/>
        <source>Forget every deal and match of {game}? This cannot be undone.</source>
        <translation>{game}のディールとマッチの記録をすべて消去しますか？元に戻せません。</translation>
    </message>
    <message>
        <location filename="../../desktop/dialogs/statistics.py" line="999"/>
        <source>Could not reset the statistics: {error}</source>
        <translation>統計をリセットできませんでした：{error}</translation>
    </message>
    <message>
        <location filename="../../desktop/dialogs/statistics.py" line="1009"/>
        <location filename="../../desktop/dialogs/statistics.py" line="1039"/>
        <location filename="../../desktop/dialogs/statistics.py" line="1040"/>
        <source>Export statistics as CSV</source>
        <translation>統計をCSVに書き出す</translation>
    </message>
    <message>
        <location filename="../../desktop/dialogs/statistics.py" line="1011"/>
        <source>CSV files (*.csv)</source>
        <translation>CSV ファイル (*.csv)</translation>
    </message>
    <message>
        <location filename="../../desktop/dialogs/statistics.py" line="1074"/>
        <source>Could not write {path}: {error}</source>
        <translation>{path} に書き込めませんでした：{error}</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <location filename="../../desktop/table/table.py" line="287"/>
        <source>Hint (H)</source>
        <translation>ヒント (H)</translation>
    </message>
    <message>
        <location filename="../../desktop/table/table.py" line="288"/>
        <source>Why? (W)</source>
        <translation>理由 (W)</translation>
    </message>
    <message>
        <location filename="../../desktop/table/table.py" line="289"/>
        <source>Claim (C)</source>
        <translation>クレーム (C)</translation>
    </message>
    <message>
        <location filename="../../desktop/table/table.py" line="292"/>
        <source>Claim the rest of the deal: the rules check that it is certain from what you know, then it is played at once</source>
        <translation>残りをクレームします：あなたに分かっていることから確実だとルールが確かめたら、残りを一度に打ちます</translation>
    </message>
    <message>
        <location filename="../../desktop/table/table.py" line="298"/>
        <source>The computer players&apos; moves since yours, as you saw them; once the deal is over, why they made them</source>
        <translation>あなたの番のあとにコンピューターが打った手（あなたに見えたとおり）。ディールが終わると、その理由も表示します</translation>
    </message>
    <message>
        <location filename="../../desktop/table/table.py" line="499"/>
        <source>Your move could not be weighed ({error}).</source>
        <translation>あなたの手を評価できませんでした（{error}）。</translation>
    </message>
    <message>
        <location filename="../../desktop/table/table.py" line="558"/>
        <source>In this lesson your partners do the talking.</source>
        <translation>このレッスンでは、相談はパートナーが行います。</translation>
    </message>
    <message>
        <location filename="../../desktop/table/table.py" line="580"/>
        <source>A computer player could not finish thinking ({error}); it thinks again.</source>
        <translation>コンピューターのプレイヤーが考えを終えられませんでした（{error}）。もう一度考えます。</translation>
    </message>
    <message>
        <location filename="../../desktop/table/table.py" line="587"/>
        <source>The hint could not be worked out ({error}). Press H to try again.</source>
        <translation>ヒントを求められませんでした（{error}）。H でもう一度試してください。</translation>
    </message>
    <message>
        <location filename="../../desktop/table/table.py" line="599"/>
        <source>Thinking…</source>
        <translation>考え中…</translation>
    </message>
    <message>
        <location filename="../../desktop/table/table.py" line="662"/>
        <source>No computer move to explain yet.</source>
        <translation>説明するコンピューターの手はまだありません。</translation>
    </message>
    <message>
        <location filename="../../desktop/table/table.py" line="976"/>
        <source>Choose</source>
        <translation>選んでください</translation>
    </message>
    <message>
        <location filename="../../desktop/table/table.py" line="992"/>
        <source>Next {deal} (Enter)</source>
        <translation>次の{deal} (Enter)</translation>
    </message>
    <message>
        <location filename="../../desktop/table/table.py" line="995"/>
        <source>Next lesson (Enter)</source>
        <translation>次のレッスン (Enter)</translation>
    </message>
    <message>
        <location filename="../../desktop/table/table.py" line="997"/>
        <source>Play a real game (Enter)</source>
        <translation>実際のゲームを遊ぶ (Enter)</translation>
    </message>
    <message>
        <location filename="../../desktop/table/table.py" line="1013"/>
        <source>{game} table</source>
        <translation>{game}の卓</translation>
    </message>
    <message>
        <location filename="../../desktop/table/table.py" line="1013"/>
        <source>Table</source>
        <translation>卓</translation>
    </message>
</context>
<context>
    <name>TableClaims</name>
    <message>
        <location filename="../../desktop/table/claims.py" line="47"/>
        <source>Checking your claim…</source>
        <translation>クレームを確かめています…</translation>
    </message>
    <message>
        <location filename="../../desktop/table/claims.py" line="69"/>
        <source>Your claim could not be checked ({error}).</source>
        <translation>クレームを確かめられませんでした（{error}）。</translation>
    </message>
</context>
<context>
    <name>TableInput</name>
    <message>
        <location filename="../../desktop/table/input.py" line="161"/>
        <source>{piece}, chosen</source>
        <translation>{piece}、選択中</translation>
    </message>
    <message>
        <location filename="../../desktop/table/input.py" line="164"/>
        <source>{piece}, playable</source>
        <translation>{piece}、出せます</translation>
    </message>
    <message>
        <location filename="../../desktop/table/input.py" line="212"/>
        <source>This {deal} is over: Enter starts the next one.</source>
        <translation>この{deal}は終わりました。Enter で次の{deal}を始めます。</translation>
    </message>
    <message>
        <location filename="../../desktop/table/input.py" line="215"/>
        <source>Wait for your turn.</source>
        <translation>あなたの番を待ってください。</translation>
    </message>
    <message>
        <location filename="../../desktop/table/input.py" line="228"/>
        <source>Decide with the buttons below first.</source>
        <translation>先に下のボタンで決めてください。</translation>
    </message>
    <message>
        <location filename="../../desktop/table/input.py" line="232"/>
        <source>That card cannot be used now.</source>
        <translation>そのカードは今は使えません。</translation>
    </message>
    <message>
        <location filename="../../desktop/table/input.py" line="277"/>
        <source>No more pieces can be chosen.</source>
        <translation>これ以上は選べません。</translation>
    </message>
    <message>
        <location filename="../../desktop/table/input.py" line="289"/>
        <source>This choice is not allowed.</source>
        <translation>この組み合わせは選べません。</translation>
    </message>
    <message>
        <location filename="../../desktop/table/input.py" line="314"/>
        <source>Choose how to play {card}.</source>
        <translation>{card} の出し方を選んでください。</translation>
    </message>
    <message>
        <location filename="../../desktop/table/input.py" line="407"/>
        <source>Choose with ← → and Enter, or the number keys.</source>
        <translation>← → と Enter、または数字キーで選んでください。</translation>
    </message>
</context>
<context>
    <name>TableWords</name>
    <message>
        <location filename="../../desktop/table/words.py" line="53"/>
        <source>You</source>
        <translation>あなた</translation>
    </message>
    <message>
        <location filename="../../desktop/table/words.py" line="56"/>
        <source>Bot {n}</source>
        <translation>ボット {n}</translation>
    </message>
    <message>
        <location filename="../../desktop/table/words.py" line="70"/>
        <source>deal</source>
        <translation>ディール</translation>
    </message>
    <message>
        <location filename="../../desktop/table/words.py" line="113"/>
        <source>partner</source>
        <translation>パートナー</translation>
    </message>
    <message>
        <location filename="../../desktop/table/words.py" line="175"/>
        <source>Your decision next.</source>
        <translation>次はあなたの番です。</translation>
    </message>
    <message>
        <location filename="../../desktop/table/words.py" line="176"/>
        <source>{who} decides next.</source>
        <translation>次は{who}の番です。</translation>
    </message>
    <message>
        <location filename="../../desktop/table/words.py" line="183"/>
        <source>{who} is thinking…</source>
        <translation>{who} が考えています…</translation>
    </message>
    <message>
        <location filename="../../desktop/table/words.py" line="303"/>
        <source>(Each computer player&apos;s reasons are its own until the deal is over.)</source>
        <translation>（コンピューターの各プレイヤーの理由は、ディールが終わるまで明かしません。）</translation>
    </message>
    <message>
        <location filename="../../desktop/table/words.py" line="329"/>
        <source>This lesson goes another way: {action}. The highlight shows it.</source>
        <translation>このレッスンでは別の手を打ちます：{action}。強調表示されている札・ボタンです。</translation>
    </message>
</context>
<context>
    <name>TalkPanel</name>
    <message>
        <location filename="../../desktop/games/ando_coop.py" line="82"/>
        <source>Agree the plan</source>
        <translation>作戦に同意</translation>
    </message>
    <message>
        <location filename="../../desktop/games/ando_coop.py" line="85"/>
        <source>Say that you mean to keep {suit}</source>
        <translation>{suit}を残すつもりだと伝える</translation>
    </message>
    <message>
        <location filename="../../desktop/games/ando_coop.py" line="87"/>
        <source>I want this trick</source>
        <translation>このトリックが欲しい</translation>
    </message>
    <message>
        <location filename="../../desktop/games/ando_coop.py" line="88"/>
        <source>I don&apos;t want it</source>
        <translation>このトリックはいらない</translation>
    </message>
    <message>
        <location filename="../../desktop/games/ando_coop.py" line="104"/>
        <source>You said: {text}</source>
        <translation>あなたの発言：{text}</translation>
    </message>
</context>
<context>
    <name>TrucoFittings</name>
    <message>
        <location filename="../../desktop/games/truco.py" line="319"/>
        <source>the bottom</source>
        <translation>下</translation>
    </message>
    <message>
        <location filename="../../desktop/games/truco.py" line="319"/>
        <source>the top</source>
        <translation>上</translation>
    </message>
    <message>
        <location filename="../../desktop/games/truco.py" line="321"/>
        <source>{who} cuts the pack: the dealer deals from {where}.</source>
        <translation>{who} がカットしました。ディーラーは山の{where}から配ります。</translation>
    </message>
    <message>
        <location filename="../../desktop/games/truco.py" line="377"/>
        <source>Wait for your turn.</source>
        <translation>あなたの番を待ってください。</translation>
    </message>
    <message>
        <location filename="../../desktop/games/truco.py" line="403"/>
        <source>asked</source>
        <translation>点を要求</translation>
    </message>
    <message>
        <location filename="../../desktop/games/truco.py" line="403"/>
        <source>at stake</source>
        <translation>点の勝負</translation>
    </message>
    <message>
        <location filename="../../desktop/games/truco.py" line="409"/>
        <source>Tricks {marks}</source>
        <translation>トリック {marks}</translation>
    </message>
    <message>
        <location filename="../../desktop/games/truco.py" line="434"/>
        <source>Your team</source>
        <translation>味方</translation>
    </message>
    <message>
        <location filename="../../desktop/games/truco.py" line="434"/>
        <source>Other team</source>
        <translation>相手</translation>
    </message>
</context>
<context>
    <name>TrumpPicker</name>
    <message>
        <location filename="../../desktop/games/reveille.py" line="76"/>
        <source>{words} (key {key})</source>
        <translation>{words}（{key} キー）</translation>
    </message>
</context>
</TS>
