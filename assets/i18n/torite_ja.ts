<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP">
<context>
    <name>ChooserPage</name>
    <message>
        <location filename="../../desktop/main_window.py" line="73"/>
        <source>Choose a game</source>
        <translation>ゲームを選んでください</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="82"/>
        <source>{n} player(s)</source>
        <translation>{n} 人用</translation>
    </message>
</context>
<context>
    <name>EndDialog</name>
    <message>
        <location filename="../../desktop/main_window.py" line="96"/>
        <source>End of the deal</source>
        <translation>ゲーム終了</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="97"/>
        <source>You won!</source>
        <translation>あなたの勝ちです！</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="97"/>
        <source>You lost</source>
        <translation>あなたの負けです</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="103"/>
        <source>Your last card won the last trick: your hand is empty.</source>
        <translation>最後の1枚でトリックに勝ち、手札がなくなりました。</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="105"/>
        <source>The dummy ran out of cards with {n} still in your hand.</source>
        <translation>手札が {n} 枚残ったまま、ダミーの山札がなくなりました。</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="114"/>
        <source>Tricks: {won} won, {lost} lost · exchanged {d} · deal number {number}</source>
        <translation>トリック：{won} 勝 {lost} 敗 ・ 交換 {d} 枚 ・ ディール番号 {number}</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="124"/>
        <source>New game</source>
        <translation>新しいゲーム</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="126"/>
        <source>Restart this deal</source>
        <translation>このディールをやり直す</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="128"/>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
</context>
<context>
    <name>HelpDialog</name>
    <message>
        <location filename="../../desktop/main_window.py" line="188"/>
        <source>Rules</source>
        <translation>ルール</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../desktop/main_window.py" line="291"/>
        <source>&amp;Game</source>
        <translation>ゲーム(&amp;G)</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="308"/>
        <source>&amp;Edit</source>
        <translation>編集(&amp;E)</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="313"/>
        <source>&amp;Settings</source>
        <translation>設定(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="314"/>
        <source>Animation speed</source>
        <translation>アニメーションの速さ</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="318"/>
        <source>Pause after a trick</source>
        <translation>トリック後の間</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="324"/>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="330"/>
        <source>&amp;New game</source>
        <translation>新しいゲーム(&amp;N)</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="331"/>
        <source>&amp;Restart this deal</source>
        <translation>このディールをやり直す(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="332"/>
        <source>Play deal &amp;number…</source>
        <translation>ディール番号を指定して遊ぶ(&amp;N)…</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="333"/>
        <source>&amp;Open record…</source>
        <translation>棋譜を開く(&amp;O)…</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="334"/>
        <source>&amp;Save record…</source>
        <translation>棋譜を保存(&amp;S)…</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="335"/>
        <source>&amp;Copy game record</source>
        <translation>棋譜をコピー(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="336"/>
        <source>&amp;Paste game record</source>
        <translation>棋譜を貼り付けて再開(&amp;P)</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="337"/>
        <source>Choose another &amp;game</source>
        <translation>別のゲームを選ぶ(&amp;G)</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="338"/>
        <source>Game &amp;options…</source>
        <translation>ゲームのオプション(&amp;O)…</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="339"/>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="340"/>
        <source>&amp;Undo</source>
        <translation>元に戻す(&amp;U)</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="341"/>
        <source>&amp;Redo</source>
        <translation>やり直し(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="342"/>
        <source>&amp;Hint</source>
        <translation>ヒント(&amp;H)</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="343"/>
        <source>&amp;Rules of this game</source>
        <translation>このゲームのルール(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="344"/>
        <source>&amp;About Torite</source>
        <translation>Torite について(&amp;A)</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="345"/>
        <source>&amp;Four-colour suits (♣ green, ♦ blue)</source>
        <translation>4色のマーク(&amp;F)（♣ 緑、♦ 青）</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="354"/>
        <source>Off</source>
        <translation>なし</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="355"/>
        <source>Fast</source>
        <translation>速い</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="356"/>
        <source>Normal</source>
        <translation>ふつう</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="357"/>
        <source>Slow</source>
        <translation>ゆっくり</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="361"/>
        <source>None</source>
        <translation>なし</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="361"/>
        <source>Short</source>
        <translation>短い</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="361"/>
        <source>Long</source>
        <translation>長い</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="429"/>
        <source>Play deal number</source>
        <translation>ディール番号</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="430"/>
        <source>Deal number (the same number gives the same deal):</source>
        <translation>ディール番号（同じ番号なら同じ配り方になります）：</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="472"/>
        <source>This session: played {deals}, won {wins}, total score {total:+d}</source>
        <translation>今回の成績：{deals} 回プレイ、{wins} 勝、合計得点 {total:+d}</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="492"/>
        <source>Could not autosave: {error}</source>
        <translation>自動保存できませんでした：{error}</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="506"/>
        <source>The saved game could not be resumed ({error}); it was kept as {path}.</source>
        <translation>保存されたゲームを再開できませんでした（{error}）。ファイルは {path} として残してあります。</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="514"/>
        <source>Resumed the game you left unfinished.</source>
        <translation>前回の続きから再開しました。</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="523"/>
        <source>Save game record</source>
        <translation>棋譜を保存</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="523"/>
        <location filename="../../desktop/main_window.py" line="534"/>
        <source>Game records (*.json)</source>
        <translation>棋譜ファイル (*.json)</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="529"/>
        <source>Could not save</source>
        <translation>保存できませんでした</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="534"/>
        <source>Open game record</source>
        <translation>棋譜を開く</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="557"/>
        <source>Cannot open this record</source>
        <translation>この棋譜は開けません</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="543"/>
        <source>Game record copied to the clipboard.</source>
        <translation>棋譜をクリップボードにコピーしました。</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="570"/>
        <source>About Torite</source>
        <translation>Torite について</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="572"/>
        <source>Torite — trick-taking card and tile games, played offline.
Japanese text uses Noto Sans JP (SIL Open Font License 1.1).</source>
        <translation>Torite — オフラインで遊べるトリックテイキングのカード・牌ゲーム集。
日本語表示には Noto Sans JP（SIL Open Font License 1.1）を使っています。</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="602"/>
        <source>deal {n}</source>
        <translation>ディール {n}</translation>
    </message>
</context>
<context>
    <name>OptionsDialog</name>
    <message>
        <location filename="../../desktop/main_window.py" line="147"/>
        <source>Options: {game}</source>
        <translation>オプション：{game}</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="167"/>
        <source>This game has no options.</source>
        <translation>このゲームにはオプションがありません。</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="175"/>
        <source>The options apply from the next new game.</source>
        <translation>オプションは次の新しいゲームから有効になります。</translation>
    </message>
</context>
<context>
    <name>SolitaireTable</name>
    <message>
        <location filename="../../desktop/solitaire_table.py" line="262"/>
        <source>♠ Spades</source>
        <translation>♠ スペード</translation>
    </message>
    <message>
        <location filename="../../desktop/solitaire_table.py" line="263"/>
        <source>♥ Hearts</source>
        <translation>♥ ハート</translation>
    </message>
    <message>
        <location filename="../../desktop/solitaire_table.py" line="264"/>
        <source>♦ Diamonds</source>
        <translation>♦ ダイヤ</translation>
    </message>
    <message>
        <location filename="../../desktop/solitaire_table.py" line="265"/>
        <source>♣ Clubs</source>
        <translation>♣ クラブ</translation>
    </message>
    <message>
        <location filename="../../desktop/solitaire_table.py" line="266"/>
        <source>No trump</source>
        <translation>切り札なし</translation>
    </message>
    <message>
        <location filename="../../desktop/solitaire_table.py" line="270"/>
        <source>Hint (H)</source>
        <translation>ヒント (H)</translation>
    </message>
    <message>
        <location filename="../../desktop/solitaire_table.py" line="355"/>
        <source>Choose trump first, with the buttons below or keys 1–5.</source>
        <translation>先に切り札を決めてください（下のボタンか 1〜5 キー）。</translation>
    </message>
    <message>
        <location filename="../../desktop/solitaire_table.py" line="413"/>
        <source>Thinking…</source>
        <translation>考え中…</translation>
    </message>
    <message>
        <location filename="../../desktop/solitaire_table.py" line="436"/>
        <source>Hint: </source>
        <translation>ヒント：</translation>
    </message>
    <message>
        <location filename="../../desktop/solitaire_table.py" line="679"/>
        <source>Dummy: {n}</source>
        <translation>ダミー：{n}</translation>
    </message>
    <message>
        <location filename="../../desktop/solitaire_table.py" line="680"/>
        <source>Burned: {n}</source>
        <translation>伏せ札：{n}</translation>
    </message>
    <message>
        <location filename="../../desktop/solitaire_table.py" line="683"/>
        <source>Won: {n}</source>
        <translation>勝ち：{n}</translation>
    </message>
    <message>
        <location filename="../../desktop/solitaire_table.py" line="684"/>
        <source>Exchanged: {n}</source>
        <translation>交換：{n}</translation>
    </message>
    <message>
        <location filename="../../desktop/solitaire_table.py" line="688"/>
        <source>Hand: {n}</source>
        <translation>手札：{n}</translation>
    </message>
    <message>
        <location filename="../../desktop/solitaire_table.py" line="709"/>
        <source>Trump: none</source>
        <translation>切り札：なし</translation>
    </message>
    <message>
        <location filename="../../desktop/solitaire_table.py" line="710"/>
        <source>Trump: {suit}</source>
        <translation>切り札：{suit}</translation>
    </message>
    <message>
        <location filename="../../desktop/solitaire_table.py" line="728"/>
        <source>Exchange: click the cards to throw away (0–10), then confirm. Each one draws two from the dummy: hand {hand}, dummy {stock} after the burn.</source>
        <translation>交換：捨てるカード（0〜10枚）をクリックして確定します。1枚ごとに山札から2枚引きます：伏せ札のあと手札 {hand} 枚、ダミー {stock} 枚。</translation>
    </message>
    <message>
        <location filename="../../desktop/solitaire_table.py" line="733"/>
        <source>Choose trump: a suit, or no trump (a trump suit never hurts you).</source>
        <translation>切り札を決めます：マークか切り札なし（切り札があって損をすることはありません）。</translation>
    </message>
    <message>
        <location filename="../../desktop/solitaire_table.py" line="736"/>
        <source>The dummy leads the joker: play any card; the trick is lost.</source>
        <translation>ダミーがジョーカーをリードしました。どのカードを出しても負けです。</translation>
    </message>
    <message>
        <location filename="../../desktop/solitaire_table.py" line="738"/>
        <source>The dummy leads {card}. Play a card (click, drag, or arrows + Enter).</source>
        <translation>ダミーのリードは {card}。カードを出してください（クリック、ドラッグ、矢印キー＋Enter）。</translation>
    </message>
    <message>
        <location filename="../../desktop/solitaire_table.py" line="741"/>
        <source>You won!</source>
        <translation>あなたの勝ちです！</translation>
    </message>
    <message>
        <location filename="../../desktop/solitaire_table.py" line="741"/>
        <source>The dummy&apos;s stock ran out.</source>
        <translation>ダミーの山札がなくなりました。</translation>
    </message>
    <message>
        <location filename="../../desktop/solitaire_table.py" line="748"/>
        <source>A win is out of reach: play for the best score.</source>
        <translation>もう勝つことはできません。できるだけ良い得点をめざしましょう。</translation>
    </message>
    <message>
        <location filename="../../desktop/solitaire_table.py" line="749"/>
        <source>You can lose {n} more trick(s) and still win.</source>
        <translation>あと {n} トリック負けても勝てます。</translation>
    </message>
    <message>
        <location filename="../../desktop/solitaire_table.py" line="768"/>
        <source>Exchange {n} (Enter)</source>
        <translation>{n} 枚交換 (Enter)</translation>
    </message>
    <message>
        <location filename="../../desktop/solitaire_table.py" line="768"/>
        <source>Keep hand (Enter)</source>
        <translation>交換しない (Enter)</translation>
    </message>
</context>
</TS>
