Feature: Accessibility acceptance criteria

  @ios @android @keyboard @screenreader @settings
  Rule: Button
    How to test a button.

    @keyboard
    Scenario: Keyboard
      Given I am using a keyboard on a screen with a button
      When I press tab
      Then focus moves to the button
      When I press spacebar
      Then activates the button

    @mobile
    Scenario: Mobile screen reader
      Given the screen reader is on and I am on a screen with a button
      When I swipe
      Then focus moves to the button
      When I doubletap
      Then activates the button
      And the name is announced: matches the visible label
      And the role is announced: button
      And the state is announced: dimmed when disabled

    @settings
    Scenario: Device settings
      Given I am on a screen with a button
      When I change the text resize setting
      Then label grows to 200%

  @keyboard @screenreader
  Rule: Tab Bar
    How to test a tab bar.

    @keyboard
    Scenario: Keyboard
      Given I am using a keyboard on a screen with a tab bar
      When I press Tab to reach the tab bar
      Then I see focus on the selected tab
      Then I press the right arrow key
      And focus moves to the next tab
      And or: I press the left arrow key
      And if tab activation is manual: I press Enter
      Then the tab's panel is shown

    @mobile
    Scenario: Mobile screen reader
      Given the screen reader is on and I am on a screen with a tab bar
      When I swipe
      Then focus moves to the next tab
      And the name is announced: the tab's label
      And the role is announced: tab
      And the group is announced: tab 1 of 3
      And the state is announced: selected

  @ios @android @keyboard @screenreader
  Rule: Toggle <b>"x"</b> & more
    How to test a toggle <b>"x"</b> & more.

    @keyboard
    Scenario: Keyboard
      Given I am using a keyboard on a screen with a toggle <b>"x"</b> & more
      When I press tab
      Then focus moves to the toggle

    @mobile
    Scenario: Mobile screen reader
      Given the screen reader is on and I am on a screen with a toggle <b>"x"</b> & more
      When I doubletap
      Then the state changes
      And the name is announced: matches the label
      And the role is announced: switch
      And the group is announced: label and switch are one element
      And the state is announced: on or off
      And the hint is announced: double tap to toggle
